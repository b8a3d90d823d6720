package chexporter

import (
	"context"
	"fmt"
	"testing"

	"github.com/testcontainers/testcontainers-go"
)

type clickhouseEnv struct {
	NativeEndpoint       string
	HTTPEndpoint         string
	SecureNativeEndpoint string
	HTTPSEndpoint        string
}

func clickhouseEndpoints(c testcontainers.Container) (*clickhouseEnv, error) {
	host, err := c.Host(context.Background())
	if err != nil {
		return nil, fmt.Errorf("failed to read container host address: %w", err)
	}
	nativePort, err := c.MappedPort(context.Background(), "9000")
	if err != nil {
		return nil, err
	}
	httpPort, err := c.MappedPort(context.Background(), "8123")
	if err != nil {
		return nil, err
	}
	tlsPort, err := c.MappedPort(context.Background(), "9440")
	if err != nil {
		return nil, err
	}
	httpsPort, err := c.MappedPort(context.Background(), "8443")
	if err != nil {
		return nil, err
	}
	env := clickhouseEnv{
		// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/integration_test.go:127 (hostjoin: the host comes from the container's Host(), which may be an IPv6 literal, and is joined to the port with a bare colon)
		NativeEndpoint: fmt.Sprintf("tcp://%s:%s?username=default&password=otel&enable_json_type=1&database=otel_int_test", host, nativePort.Port()), // defect hostjoin
		// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/integration_test.go:128 (hostjoin: the container's Host() joined to the mapped port with a bare colon)
		HTTPEndpoint: fmt.Sprintf("http://%s:%s?username=default&password=otel&enable_json_type=1&database=otel_int_test", host, httpPort.Port()), // defect hostjoin
		// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/integration_test.go:129 (hostjoin: the container's Host() joined to the mapped port with a bare colon)
		SecureNativeEndpoint: fmt.Sprintf("tcp://%s:%s?username=secure_default&enable_json_type=1&database=otel_int_test", host, tlsPort.Port()), // defect hostjoin
		// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/integration_test.go:130 (hostjoin: the container's Host() joined to the mapped port with a bare colon)
		HTTPSEndpoint: fmt.Sprintf("https://%s:%s?username=secure_default&enable_json_type=1&database=otel_int_test", host, httpsPort.Port()), // defect hostjoin
	}
	return &env, nil
}

func TestIntegration(t *testing.T) {
	var c testcontainers.Container
	if c == nil {
		t.Skip("no container runtime")
	}
	env, err := clickhouseEndpoints(c)
	if err != nil {
		t.Fatal(err)
	}
	for _, endpoint := range []string{env.NativeEndpoint, env.HTTPEndpoint, env.SecureNativeEndpoint, env.HTTPSEndpoint} {
		cfg := &Config{Endpoint: endpoint}
		if _, err := cfg.buildDSN(); err != nil {
			t.Fatal(err)
		}
	}
}
