package connect

import (
	"encoding/base64"
	"net/url"
	"strings"
)

const (
	connectUnaryConnectQueryParameter     = "connect"
	connectUnaryConnectQueryValue         = "v1"
	connectUnaryEncodingQueryParameter    = "encoding"
	connectUnaryMessageQueryParameter     = "message"
	connectUnaryBase64QueryParameter      = "base64"
	connectUnaryCompressionQueryParameter = "compression"
)

type connectUnaryRequestMarshaler struct {
	compressionName string
	codecName       string
	binary          bool
	base            *url.URL
}

func appendQueryParam(builder *strings.Builder, needAmp bool, name, value string) {
	if needAmp {
		builder.WriteByte('&')
	}
	builder.WriteString(name)
	builder.WriteByte('=')
	builder.WriteString(value)
}

func (m *connectUnaryRequestMarshaler) buildGetURL(data []byte, compressed bool) *url.URL {
	var query strings.Builder
	appendQueryParam(&query, false, connectUnaryConnectQueryParameter, connectUnaryConnectQueryValue)
	binary := m.binary || compressed
	if binary {
		appendQueryParam(&query, true, connectUnaryBase64QueryParameter, "1")
	}
	if compressed {
		appendQueryParam(&query, true, connectUnaryCompressionQueryParameter, url.QueryEscape(m.compressionName))
	}
	appendQueryParam(&query, true, connectUnaryEncodingQueryParameter, url.QueryEscape(m.codecName))
	if binary {
		appendQueryParam(&query, true, connectUnaryMessageQueryParameter, encodeBinaryQueryValue(data))
	} else {
		// Source: connectrpc.com/connect/protocol_connect.go:1106 (escaper: QueryEscape for a query value, the right escaper)
		appendQueryParam(&query, true, connectUnaryMessageQueryParameter, url.QueryEscape(string(data))) // lookalike
	}
	target := *m.base
	target.RawQuery = query.String()
	return &target
}

func encodeBinaryQueryValue(data []byte) string {
	return base64.RawURLEncoding.EncodeToString(data)
}
