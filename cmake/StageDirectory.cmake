# cu2hip_stage_directory(TARGET SRC DST [SRC DST]...)
# Copies each SRC tree into DST in the build tree, file by file and only what
# changed: a no-op build copies nothing. (An always-run copy_directory target
# rewrote every staged header on each `cmake --build`, under a test run or a
# port reading them at the time.) The file lists are globbed with
# CONFIGURE_DEPENDS, so an added or removed file re-runs the configure step,
# which also removes staged files whose source is gone.
function(cu2hip_stage_directory Target)
  set(Outputs)
  set(Args ${ARGN})
  while(Args)
    list(POP_FRONT Args Src Dst)
    file(GLOB_RECURSE Files CONFIGURE_DEPENDS RELATIVE ${Src} ${Src}/*)
    # Staged files whose source is gone.
    file(GLOB_RECURSE Staged RELATIVE ${Dst} ${Dst}/*)
    foreach(F IN LISTS Staged)
      if(NOT F IN_LIST Files)
        file(REMOVE ${Dst}/${F})
      endif()
    endforeach()
    foreach(F IN LISTS Files)
      add_custom_command(OUTPUT ${Dst}/${F}
        COMMAND ${CMAKE_COMMAND} -E copy_if_different ${Src}/${F} ${Dst}/${F}
        DEPENDS ${Src}/${F}
        VERBATIM)
      list(APPEND Outputs ${Dst}/${F})
    endforeach()
  endwhile()
  add_custom_target(${Target} ALL DEPENDS ${Outputs})
endfunction()
