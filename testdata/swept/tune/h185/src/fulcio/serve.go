// Package fulcio holds cases rewritten from github.com/sigstore/fulcio.
package fulcio

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
)

// FlagSet stands in for pflag.FlagSet.
type FlagSet struct{ values map[string]string }

// String defines a string flag.
func (f *FlagSet) String(name string, value string, usage string) {
	if f.values == nil {
		f.values = map[string]string{}
	}
	f.values[name] = value
}

// viperGetString stands in for viper.GetString.
func viperGetString(key string) string { return "" }

func newServeFlags(flags *FlagSet) {
	flags.String("ct-log-origin", "", "ct log origin name, if different from the URL")
	// Source: github.com/sigstore/fulcio/cmd/app/serve.go:109 (syntax: scheme prefixes listed inside flag help text, prose by rule 4)
	flags.String("kms-resource", "", "KMS key resource path. Must be prefixed with awskms://, azurekms://, gcpkms://, or hashivault://") // lookalike
	// Source: github.com/sigstore/fulcio/cmd/app/serve.go:113 (syntax: Tink KMS scheme prefixes listed inside flag help text, prose by rule 4)
	flags.String("tink-kms-resource", "", "KMS key resource path for encrypted Tink keyset. Must be prefixed with gcp-kms:// or aws-kms://") // lookalike
	flags.String("host", "0.0.0.0", "The host on which to serve requests for HTTP; --http-host is alias")
	flags.String("port", "8080", "The port on which to serve requests for HTTP; --http-port is alias")
	flags.String("grpc-host", "0.0.0.0", "The host on which to serve requests for GRPC")
	flags.String("grpc-port", "8081", "The port on which to serve requests for GRPC")
}

// hostRoundTripper overrides the Host header sent to the CT log with its origin name.
type hostRoundTripper struct {
	http.RoundTripper
	host string
}

func (rt *hostRoundTripper) RoundTrip(req *http.Request) (*http.Response, error) {
	if req == nil {
		// Source: github.com/sigstore/fulcio/cmd/app/serve.go:174 (sink: an error message in the net/http style whose http: is a package prefix in text, prose by rule 4 and no URI)
		return nil, errors.New("http: nil Request") // lookalike
	}
	ctx := req.Context()
	req = req.Clone(ctx)
	// Source: github.com/sigstore/fulcio/cmd/app/serve.go:181 (sink: the Host header takes a host name, and the ct-log-origin value is the log's public host name, so a bare host is what this field needs)
	req.Host = rt.host // lookalike
	inner := rt.RoundTripper
	if inner == nil {
		inner = http.DefaultTransport
	}
	return inner.RoundTrip(req)
}

func runServeCmd() {
	// Source: github.com/sigstore/fulcio/cmd/app/serve.go:407 (hostjoin: the --http-host and --http-port flag values are joined with %v:%v into the server's listen address, which breaks for an IPv6 host; net.JoinHostPort is right)
	httpServerEndpoint := fmt.Sprintf("%v:%v", viperGetString("http-host"), viperGetString("http-port")) // defect hostjoin
	httpServer := createHTTPServer(context.Background(), httpServerEndpoint, nil)
	_ = httpServer
}

// StartDuplexServer serves gRPC and HTTP on one port.
func StartDuplexServer(ctx context.Context, host string, port, metricsPort int) error {
	_ = metricsPort
	// Source: github.com/sigstore/fulcio/cmd/app/serve.go:547 (hostjoin: the host parameter and port are joined with %s:%d into the listen address, which breaks for an IPv6 host; net.JoinHostPort is right)
	lis, err := net.Listen("tcp", fmt.Sprintf("%s:%d", host, port)) // defect hostjoin
	if err != nil {
		return fmt.Errorf("creating listener: %w", err)
	}
	return http.Serve(lis, http.NotFoundHandler())
}
