package grpcmw

import (
	"testing"

	"google.golang.org/grpc"
)

func TestBufnetClient(t *testing.T) {
	// Source: github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/protovalidate/protovalidate_test.go:139 (hostform: a gRPC target with the non-DNS passthrough resolver scheme, where the empty authority is the standard target form)
	conn, err := grpc.NewClient("passthrough:///bufnet") // lookalike
	if err != nil {
		t.Fatalf("Failed to dial bufnet: %v", err)
	}
	_ = conn
}

func Example_ratelimit() {
	_, _ = grpc.NewClient(
		// Source: github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/ratelimit/examples_test.go:63 (sink: grpc.NewClient accepts a bare host:port target through its default dns resolver, an empty host meaning localhost)
		":8080", // lookalike
	)
}

func Example_retry() {
	// Source: github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/retry/examples_test.go:21 (sink: grpc.NewClient accepts a bare DNS name as target through its default dns resolver)
	_, _ = grpc.NewClient("myservice.example.com") // lookalike
}
