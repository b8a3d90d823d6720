// Package yandex holds cases rewritten from github.com/yandex-cloud/go-sdk.
package yandex

import (
	"bufio"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
)

// InstanceMetadataAddr is the link-local address of the metadata server.
const InstanceMetadataAddr = "169.254.169.254"

// GetMetadataServiceAddr returns the metadata address, overridable from the environment.
func GetMetadataServiceAddr() string {
	if a := os.Getenv("YC_METADATA_ADDR"); a != "" {
		return a
	}
	return InstanceMetadataAddr
}

// Source: github.com/yandex-cloud/go-sdk/credentials.go:261 (plainhttp: the instance metadata service at a link-local address, not a public Internet host.)
func metadataTokenURL(metadataServiceAddr string) string {
	return fmt.Sprintf("http://%s/computeMetadata/v1/instance/service-accounts/default/token", metadataServiceAddr) // lookalike
}

// Source: github.com/yandex-cloud/go-sdk/examples/marketplace/license_lock/license_lock.go:103 (plainhttp: the instance metadata service at its link-local address, not a public Internet host.)
func getInstanceID() (*http.Response, error) {
	req, err := http.NewRequest("GET", "http://169.254.169.254/computeMetadata/v1/instance/id", nil) // lookalike
	if err != nil {
		return nil, err
	}
	req.Header.Set("Metadata-Flavor", "Google")
	return http.DefaultClient.Do(req)
}

// Source: github.com/yandex-cloud/go-sdk/sdk.go:114 (port: a gRPC dial target in host:port form, where the port is required, not a URI.)
const defaultEndpoint = "api.cloud.yandex.net:443" // lookalike

// Endpoint returns the configured endpoint or the default.
func Endpoint(configured string) string {
	if configured == "" {
		return defaultEndpoint
	}
	return configured
}

// Source: github.com/yandex-cloud/go-sdk/dial/proxy.go:82 (hostform: a URL made only to ask ProxyFromEnvironment which proxy serves a dial address; it is never requested.)
func mapAddress(address string) (*url.URL, error) {
	req := &http.Request{URL: &url.URL{Scheme: "https", Host: address}} // lookalike
	return http.ProxyFromEnvironment(req)
}

// Source: github.com/yandex-cloud/go-sdk/dial/proxy.go:125 (sink: the target of a CONNECT request is host:port with no scheme, as CONNECT requires.)
func doHTTPConnectHandshake(conn net.Conn, addr string) (*http.Response, error) {
	req := &http.Request{Method: http.MethodConnect, URL: &url.URL{Host: addr}, Header: http.Header{}} // lookalike
	if err := req.Write(conn); err != nil {
		return nil, err
	}
	return http.ReadResponse(bufio.NewReader(conn), req)
}
