// A host-memory stand-in for the NCCL calls of mint's multi-GPU runtime (see cuda_runtime.h
// here): a communicator is its rank; sends and receives queue up inside a group and are matched
// (per pair of ranks, in order) and copied at ncclGroupEnd, where a size mismatch or a message
// left unmatched stops the program. Built with -DMINT_MPI (one rank per process), the group's
// sends and receives go through MPI instead.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#ifdef MINT_MPI
#define OMPI_SKIP_MPICXX 1
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>
#endif

typedef struct mock_comm *ncclComm_t;
typedef enum { ncclSuccess = 0, ncclInvalidUsage = 5 } ncclResult_t;
typedef enum { ncclUint8 = 1 } ncclDataType_t;
typedef struct { char internal[128]; } ncclUniqueId;

inline int mock_rank(ncclComm_t c) { return (int)(intptr_t)c - 1; }
inline const char *ncclGetErrorString(ncclResult_t) { return "mock NCCL error"; }
inline const char *ncclGetLastError(ncclComm_t) { return NULL; }
inline ncclResult_t ncclCommInitAll(ncclComm_t *c, int n, const int *) {
    for (int i = 0; i < n; i++) c[i] = (ncclComm_t)(intptr_t)(i + 1);
    return ncclSuccess;
}
inline ncclResult_t ncclCommDestroy(ncclComm_t) { return ncclSuccess; }
inline ncclResult_t ncclGetUniqueId(ncclUniqueId *id) { memset(id, 7, sizeof *id); return ncclSuccess; }
inline ncclResult_t ncclCommInitRank(ncclComm_t *c, int, ncclUniqueId id, int rank) {
    if (id.internal[0] != 7) return ncclInvalidUsage; // the id must come from rank 0
    *c = (ncclComm_t)(intptr_t)(rank + 1);
    return ncclSuccess;
}

struct mock_msg { int from, to; void *buf; size_t n; };
inline std::vector<mock_msg> mock_sends, mock_recvs;
inline int mock_depth = 0;
inline ncclResult_t ncclGroupStart() { mock_depth++; return ncclSuccess; }
inline ncclResult_t ncclSend(const void *b, size_t n, ncclDataType_t, int peer, ncclComm_t c, cudaStream_t) {
    if (!mock_depth) return ncclInvalidUsage;
    mock_sends.push_back({mock_rank(c), peer, (void *)b, n});
    return ncclSuccess;
}
inline ncclResult_t ncclRecv(void *b, size_t n, ncclDataType_t, int peer, ncclComm_t c, cudaStream_t) {
    if (!mock_depth) return ncclInvalidUsage;
    mock_recvs.push_back({peer, mock_rank(c), b, n});
    return ncclSuccess;
}
inline ncclResult_t ncclGroupEnd() {
    if (--mock_depth) return ncclSuccess;
#ifdef MINT_MPI
    std::vector<MPI_Request> reqs(mock_sends.size() + mock_recvs.size());
    size_t k = 0;
    for (auto &m : mock_sends) MPI_Isend(m.buf, (int)m.n, MPI_BYTE, m.to, 0, MPI_COMM_WORLD, &reqs[k++]);
    for (auto &m : mock_recvs) MPI_Irecv(m.buf, (int)m.n, MPI_BYTE, m.from, 0, MPI_COMM_WORLD, &reqs[k++]);
    MPI_Waitall((int)reqs.size(), reqs.data(), MPI_STATUSES_IGNORE);
    mock_sends.clear();
    mock_recvs.clear();
    return ncclSuccess;
#endif
    std::vector<bool> used(mock_sends.size());
    for (auto &r : mock_recvs) {
        size_t i = 0;
        while (i < mock_sends.size() && (used[i] || mock_sends[i].from != r.from || mock_sends[i].to != r.to)) i++;
        if (i == mock_sends.size() || mock_sends[i].n != r.n) {
            fprintf(stderr, "mock nccl: receive of %zu bytes at rank %d from %d has no matching send\n", r.n, r.to, r.from);
            return ncclInvalidUsage;
        }
        used[i] = true;
        memcpy(r.buf, mock_sends[i].buf, r.n);
    }
    for (size_t i = 0; i < used.size(); i++)
        if (!used[i]) {
            fprintf(stderr, "mock nccl: send from rank %d to %d was never received\n", mock_sends[i].from, mock_sends[i].to);
            return ncclInvalidUsage;
        }
    mock_sends.clear();
    mock_recvs.clear();
    return ncclSuccess;
}
