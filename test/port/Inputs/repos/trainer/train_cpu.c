/*
 * CPU reference of the trainer, in plain C99: the same model, data and
 * optimizer as train.cu, so the two loss curves can be compared line by line.
 *   gcc -O3 train_cpu.c -lm -o train_cpu && ./train_cpu
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/utils.h"

static void layernorm_forward(float *out, const float *inp, int N, int C) {
    for (int n = 0; n < N; n++) {
        const float *x = inp + n * C;
        float m = 0.0f;
        for (int i = 0; i < C; i++) m += x[i];
        m /= C;
        float v = 0.0f;
        for (int i = 0; i < C; i++) v += (x[i] - m) * (x[i] - m);
        float s = 1.0f / sqrtf(v / C + 1e-5f);
        for (int i = 0; i < C; i++) out[n * C + i] = s * (x[i] - m);
    }
}

static void matmul_forward(float *out, const float *inp, const float *w, int N, int C, int OC) {
    for (int n = 0; n < N; n++)
        for (int o = 0; o < OC; o++) {
            float acc = 0.0f;
            for (int c = 0; c < C; c++) acc += inp[n * C + c] * w[c * OC + o];
            out[n * OC + o] = acc;
        }
}

static void softmax_forward(float *probs, const float *logits, int N, int V) {
    for (int n = 0; n < N; n++) {
        const float *x = logits + n * V;
        float maxval = -INFINITY, sum = 0.0f;
        for (int i = 0; i < V; i++) maxval = fmaxf(maxval, x[i]);
        for (int i = 0; i < V; i++) sum += (probs[n * V + i] = expf(x[i] - maxval));
        for (int i = 0; i < V; i++) probs[n * V + i] /= sum;
    }
}

static void adamw(float *p, const float *g, float *m, float *v, int n, int t, float lr) {
    const float beta1 = 0.9f, beta2 = 0.999f, eps = 1e-8f;
    for (int i = 0; i < n; i++) {
        m[i] = beta1 * m[i] + (1.0f - beta1) * g[i];
        v[i] = beta2 * v[i] + (1.0f - beta2) * g[i] * g[i];
        float mh = m[i] / (1.0f - powf(beta1, t));
        float vh = v[i] / (1.0f - powf(beta2, t));
        p[i] -= lr * mh / (sqrtf(vh) + eps);
    }
}

int main(int argc, char **argv) {
    enum { B = TRAIN_B, C = TRAIN_C, V = TRAIN_V };
    int steps = argc > 1 ? atoi(argv[1]) : TRAIN_STEPS;
    static float x[B * C], ln[B * C], w[C * V], dw[C * V], m[C * V], v[C * V];
    static float logits[B * V], probs[B * V], dlogits[B * V];
    static int y[B];
    make_task(x, y, 1337);
    layernorm_forward(ln, x, B, C);
    for (int step = 1; step <= steps; step++) {
        matmul_forward(logits, ln, w, B, C, V);
        softmax_forward(probs, logits, B, V);
        float loss = 0.0f;
        for (int b = 0; b < B; b++) {
            loss -= logf(probs[b * V + y[b]]);
            for (int i = 0; i < V; i++) dlogits[b * V + i] = (probs[b * V + i] - (i == y[b])) / B;
        }
        memset(dw, 0, sizeof dw);
        for (int b = 0; b < B; b++)
            for (int c = 0; c < C; c++)
                for (int o = 0; o < V; o++) dw[c * V + o] += ln[b * C + c] * dlogits[b * V + o];
        adamw(w, dw, m, v, C * V, step, 1e-2f);
        printf("step %d: loss %.6f\n", step, loss / B);
    }
    return 0;
}
