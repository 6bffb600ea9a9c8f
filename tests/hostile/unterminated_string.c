#include <stdio.h>
int main() {
    printf("hello
    return 0;
}
