// Package connect holds the cases of connectrpc.com/connect.
package connect

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// Error is a Connect error.
type Error struct {
	code string
	err  error
}

func (e *Error) Error() string { return e.code + ": " + e.err.Error() }

// NewError wraps an error with a code.
func NewError(code string, underlying error) *Error { return &Error{code: code, err: underlying} }

// CodeUnavailable is the code of an unreachable service.
const CodeUnavailable = "unavailable"

func parseRequestURL(rawURL string) (*url.URL, *Error) {
	url, err := url.ParseRequestURI(rawURL)
	if err == nil {
		return url, nil
	}
	if !strings.Contains(rawURL, "://") {
		// URL doesn't have a scheme, so the user is likely accustomed to
		// grpc-go's APIs.
		err = fmt.Errorf(
			// Source: connectrpc.com/connect/client.go:387 (sink: an error message that names the schemes "http://" and "https://" in prose, no URI, rule 4)
			"URL %q missing scheme: use http:// or https:// (unlike grpc-go)", // lookalike
			rawURL,
		)
	}
	return nil, NewError(CodeUnavailable, err)
}

type protoMessageV1 interface{ ProtoMessage() }

func errNotProto(message any) error {
	if _, ok := message.(protoMessageV1); ok {
		// Source: connectrpc.com/connect/codec.go:256 (syntax: an error message that ends with a documentation link, prose, rule 4)
		return fmt.Errorf("%T uses github.com/golang/protobuf, but connect-go only supports google.golang.org/protobuf: see https://go.dev/blog/protobuf-apiv2", message) // lookalike
	}
	return errors.New("not a proto.Message")
}
