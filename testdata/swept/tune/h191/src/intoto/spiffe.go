package intoto

import (
	"context"

	"github.com/spiffe/go-spiffe/v2/workloadapi"
)

// SVIDFetcher is the part of the workload API client used here.
type SVIDFetcher interface {
	Close() error
}

/*
NewClient takes the context and the provided spire agent socket path in order to initialize
the workload API.
*/
func NewClient(ctx context.Context, socketPath string) (SVIDFetcher, error) {
	return workloadapi.New(ctx, workloadapi.WithAddr(socketPath))
}
