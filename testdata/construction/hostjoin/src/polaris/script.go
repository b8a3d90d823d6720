package polaris

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"strconv"
)

var (
	ServerAddr = os.Getenv("SERVER_IP")
	HTTPPort   int
	GRPCPort   int
)

const (
	defaultServerIP = "127.0.0.1"
	defaultHTTPPort = 8090
	defaultGRPCPort = 8091
)

func setDefault() {
	if ServerAddr == "" {
		ServerAddr = defaultServerIP
	}
	if HTTPPort == 0 {
		HTTPPort = defaultHTTPPort
	}
	if GRPCPort == 0 {
		GRPCPort = defaultGRPCPort
	}
	if p, err := strconv.Atoi(os.Getenv("HTTP_PORT")); err == nil {
		HTTPPort = p
	}
}

// Source: github.com/polarismesh/polaris/test/benchmark/grpc/heartbeat/script.go:177 (the benchmark posts to a discover URL joining SERVER_IP from the environment to the HTTP port with ':')
func runVerifyMode(body string) error {
	setDefault()
	rsp, err := http.Post(fmt.Sprintf("http://%s:%d/v1/Discover", ServerAddr, HTTPPort), "application/json", bytes.NewBufferString(body)) // defect hostjoin
	if err != nil {
		return err
	}
	return rsp.Body.Close()
}

// Source: github.com/polarismesh/polaris/test/benchmark/grpc/heartbeat/script.go:225 (hostjoin: ServerAddr comes from the SERVER_IP environment variable (default 127.0.0.1 only if empty) and is joined to the gRPC port with ':' for Dialer.DialContext; relabelled from look-alike: an address is an authority, which the check's definition names)
func runBenchmarkMode(ctx context.Context) (net.Conn, error) {
	setDefault()
	var d net.Dialer
	return d.DialContext(ctx, "tcp", fmt.Sprintf("%s:%d", ServerAddr, GRPCPort)) // defect hostjoin
}
