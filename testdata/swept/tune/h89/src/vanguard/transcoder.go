package vanguard

import (
	"encoding/base64"
	"net/http"
	"net/url"
)

type operation struct {
	request    *http.Request
	methodPath string
}

func (o *operation) simpleRequestLine() {
	// Source: connectrpc.com/vanguard/transcoder.go:564 (escaper: the decoded Path field gets the plain method path of a procedure name, which holds nothing to escape, and no escaper is applied to it)
	o.request.URL.Path = o.methodPath // lookalike
	o.request.URL.RawQuery = ""
	o.request.Method = http.MethodPost
}

func (o *operation) connectGetRequestLine(codecName string, data []byte) (urlPath, queryParams, method string) {
	vals := make(url.Values, 5)
	vals.Set("connect", "v1")
	vals.Set("encoding", codecName)
	vals.Set("base64", "1")
	vals.Set("message", base64.RawURLEncoding.EncodeToString(data))
	// Source: connectrpc.com/vanguard/protocol_connect.go:397 (escaper: the message is base64 in the URL alphabet and the query is written by url.Values.Encode)
	return o.methodPath, vals.Encode(), http.MethodGet // lookalike
}
