# cu2hip in a Debian 12 image, built from this tree:
#   docker build -t cu2hip .
#   docker run --rm -v "$PWD:/src" -w /src cu2hip translate app.cu -o app.hip
#   docker run --rm -v "$PWD:/src" -w /src cu2hip port cuda-app -o hip-app
# The image has what building and running cu2hip needs (scripts/install-deps
# --build-only: LLVM/Clang 19, Debian's hipcc 5.2 for `coverage --compile`);
# the ROCm 6.4/7.2 roots and the test tools are left out. cu2hip runs from its
# build tree, where `coverage --run` finds the CPU backend it was built with;
# Clang and LLVM are linked statically (CU2HIP_STATIC_LLVM), as in the package.
# action.yml runs this image.
FROM debian:12
COPY . /opt/cu2hip/src
RUN /opt/cu2hip/src/scripts/install-deps --build-only \
 && cmake -S /opt/cu2hip/src -B /opt/cu2hip/build -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCU2HIP_BUILD_TESTS=OFF -DCU2HIP_CHECK_LAYERING=OFF -DCU2HIP_STATIC_LLVM=ON \
 && cmake --build /opt/cu2hip/build \
 && rm -rf /var/lib/apt/lists/*
ENV PATH=/opt/cu2hip/build/bin:$PATH
ENTRYPOINT ["cu2hip"]
CMD ["--help"]
