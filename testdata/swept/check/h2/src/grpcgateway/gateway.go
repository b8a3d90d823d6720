// Package grpcgateway holds cases rewritten from github.com/grpc-ecosystem/grpc-gateway/v2.
package grpcgateway

import (
	"flag"
	"log"
	"net/http"
)

// Source: github.com/grpc-ecosystem/grpc-gateway/v2/protoc-gen-openapiv2/main.go:36 (flag help text that cites a URL)
var stripInternal = flag.Bool("strip_internal_comments", false, "if set, removes comment parts between `(--` and `--)` as specified in https://aip.example.com/192#internal-comments") // lookalike

// Source: github.com/grpc-ecosystem/grpc-gateway/v2/examples/internal/cmd/example-otel-tracing/main.go:148 (logs a curl command line for the listen address ":8081")
func serveGateway(httpAddr string, h http.Handler) error {
	log.Printf("gateway listening on %s", httpAddr)
	log.Printf("try: curl http://localhost%s/greet/tracing", httpAddr) // lookalike
	return http.ListenAndServe(httpAddr, h)
}
