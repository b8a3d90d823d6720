package grpc

import (
	"fmt"
	"strings"
)

// service Struct.Method /service.Struct/Method.
func methodToGRPC(service, method string) string {
	// no method or already grpc method
	if len(method) == 0 || method[0] == '/' {
		return method
	}

	// assume method is Foo.Bar
	mParts := strings.Split(method, ".")
	if len(mParts) != 2 {
		return method
	}

	if len(service) == 0 {
		// Source: go-micro.dev/v6/client/grpc/request.go:34 (escaper: a gRPC method name built from protobuf service and method identifiers, which hold no characters that need escaping; fine under the escaper check of the table)
		return fmt.Sprintf("/%s/%s", mParts[0], mParts[1]) // lookalike
	}

	// return /pkg.Foo/Bar
	// Source: go-micro.dev/v6/client/grpc/request.go:38 (escaper: a gRPC method name /pkg.Service/Method built from protobuf identifiers, no escaping needed; fine under the escaper check of the table)
	return fmt.Sprintf("/%s.%s/%s", service, mParts[0], mParts[1]) // lookalike
}
