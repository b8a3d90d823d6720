// Package yq holds cases rewritten from github.com/mikefarah/yq.
package yq

import "net/url"

// EncodeURI encodes a scalar as yq's @uri operator does (like jq's @uri).
func EncodeURI(value string) string {
	// Source: github.com/mikefarah/yq/v4/pkg/yqlib/encoder_uri.go:34 (QueryEscape is the encoder's chosen output, not a component of a URI being built)
	return url.QueryEscape(value) // lookalike
}
