// Package lambda holds cases rewritten from github.com/aws/aws-lambda-go.
package lambda

import (
	"context"
	"io"
	"net/http"
	"strings"
)

const extensionAPIVersion = "2020-01-01"
const apiVersion = "2018-06-01"

type extensionAPIClient struct {
	baseURL string
}

func newExtensionAPIClient(address string) *extensionAPIClient {
	// Source: github.com/aws/aws-lambda-go/lambda/extensions_api_client.go:34 (hostjoin: address is the AWS_LAMBDA_RUNTIME_API value, already host:port, so no bare host is joined to a port)
	endpoint := "http://" + address + "/" + extensionAPIVersion + "/extension/" // lookalike
	return &extensionAPIClient{baseURL: endpoint}
}

type runtimeAPIClient struct {
	baseURL string
}

func newRuntimeAPIClient(address string) *runtimeAPIClient {
	// Source: github.com/aws/aws-lambda-go/lambda/runtime_api_client.go:56 (hostjoin: address is the AWS_LAMBDA_RUNTIME_API value, already host:port, so no bare host is joined to a port)
	endpoint := "http://" + address + "/" + apiVersion + "/runtime/invocation/" // lookalike
	return &runtimeAPIClient{baseURL: endpoint}
}

// FunctionURLRequest mirrors the fields of events.LambdaFunctionURLRequest the case uses.
type FunctionURLRequest struct {
	DomainName     string
	RawPath        string
	RawQueryString string
	Method         string
	Body           string
}

// Wrap builds the http.Request for a Lambda function URL event.
func Wrap(ctx context.Context, request *FunctionURLRequest) (*http.Request, error) {
	var body io.Reader = strings.NewReader(request.Body)
	// Source: github.com/aws/aws-lambda-go/lambdaurl/http_handler.go:112 (escaper: RawPath is already the raw encoded path, so appending it unescaped is right)
	url := "https://" + request.DomainName + request.RawPath // lookalike
	if request.RawQueryString != "" {
		// Source: github.com/aws/aws-lambda-go/lambdaurl/http_handler.go:114 (escaper: RawQueryString is already the encoded query, so appending it unescaped is right)
		url += "?" + request.RawQueryString // lookalike
	}
	return http.NewRequestWithContext(ctx, request.Method, url, body)
}
