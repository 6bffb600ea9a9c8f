/* A 2-D smoother over an image-like grid, the way imaging and porous-media codes keep their
 * bookkeeping in narrow integers: a `uint8_t` solid mask computed on the device from a hash that
 * wraps past 255, an `unsigned short` visit counter that wraps past 65535 at every visit, a `signed char`
 * direction flag, and an `unsigned` hash that wraps past 2^32. Only cells whose mask byte is
 * below a threshold relax. Usage: smooth2d_bytemask [n] [steps] */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define SOLID 200 /* mask bytes at or above this are solid */

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 80;
    int steps = argc > 2 ? atoi(argv[2]) : 40;
    uint8_t (*mask)[n] = malloc(sizeof(uint8_t) * n * n);
    unsigned short (*visits)[n] = malloc(sizeof(unsigned short) * n * n);
    signed char (*dir)[n] = malloc(sizeof(signed char) * n * n);
    unsigned (*hash)[n] = malloc(sizeof(unsigned) * n * n);
    double (*u)[n] = malloc(sizeof(double) * n * n);
    double (*v)[n] = malloc(sizeof(double) * n * n);
    if (!mask || !visits || !dir || !hash || !u || !v)
        return 1;
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            u[y][x] = v[y][x] = ((x * 3 + y * 7) % 13) * 0.5;
            visits[y][x] = 0;
            hash[y][x] = 2166136261u;
            mask[y][x] = 0;
            dir[y][x] = 0;
        }

#pragma mint copy(mask, toDevice, n, n)
#pragma mint copy(visits, toDevice, n, n)
#pragma mint copy(dir, toDevice, n, n)
#pragma mint copy(hash, toDevice, n, n)
#pragma mint copy(u, toDevice, n, n)
#pragma mint copy(v, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(2) tile(32, 8)
        for (int y = 0; y < n; y++)
            for (int x = 0; x < n; x++) {
                mask[y][x] = (uint8_t)(x * 37 + y * 101);
                dir[y][x] = (signed char)(x * 5 - y * 9);
            }
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(2) tile(32, 8)
            for (int y = 1; y < n - 1; y++)
                for (int x = 1; x < n - 1; x++) {
                    if (mask[y][x] < SOLID) {
                        v[y][x] = 0.25 * (u[y - 1][x] + u[y + 1][x] + u[y][x - 1] + u[y][x + 1]);
                        visits[y][x] = (unsigned short)(visits[y][x] * 40000u + 1700u);
                    } else {
                        v[y][x] = u[y][x] + 0.01 * dir[y][x];
                    }
                    hash[y][x] = (hash[y][x] ^ (unsigned)(x + n * y + t)) * 16777619u;
                }
#pragma mint single
            {
                double (*tmp)[n] = u;
                u = v;
                v = tmp;
            }
        }
    }
#pragma mint copy(u, fromDevice, n, n)
#pragma mint copy(visits, fromDevice, n, n)
#pragma mint copy(hash, fromDevice, n, n)
#pragma mint copy(mask, fromDevice, n, n)
#pragma mint copy(dir, fromDevice, n, n)

    double total = 0.0;
    unsigned long long counts = 0, hashes = 0, bytes = 0;
    long long dirs = 0;
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            total += u[y][x];
            counts += visits[y][x];
            hashes += hash[y][x] % 1000003u;
            bytes += mask[y][x];
            dirs += dir[y][x];
        }
    printf("checksum %.15e\n", total);
    printf("visits %llu\n", counts);
    printf("hashes %llu\n", hashes);
    printf("mask %llu\n", bytes);
    printf("dir %lld\n", dirs);
    free(mask);
    free(visits);
    free(dir);
    free(hash);
    free(u);
    free(v);
    return 0;
}
