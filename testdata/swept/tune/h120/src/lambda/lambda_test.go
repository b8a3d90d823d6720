package lambda

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// Event mirrors cfn.Event.
type Event struct {
	RequestID   string
	ResponseURL string
}

// Response mirrors cfn.Response.
type Response struct {
	Status string
	url    string
}

type doer interface {
	Do(req *http.Request) (*http.Response, error)
}

func (r *Response) sendWith(client doer) error {
	req, err := http.NewRequest(http.MethodPut, r.url, nil)
	if err != nil {
		return err
	}
	res, err := client.Do(req)
	if err != nil {
		return err
	}
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("invalid status code. got: %d", res.StatusCode)
	}
	return nil
}

type mockClient struct{ code int }

func (m *mockClient) Do(req *http.Request) (*http.Response, error) {
	return &http.Response{StatusCode: m.code, Body: http.NoBody}, nil
}

// Source: github.com/aws/aws-lambda-go/cfn/wrap_test.go:21 (hostcase: the test event's ResponseURL is working configuration and its http host has uppercase letters)
var testEvent = &Event{
	RequestID:   "unique id for this create request",
	ResponseURL: "http://pre-signed-S3-url-for-response", // defect hostcase form
}

func TestDataCopiedFromRequest(t *testing.T) {
	// Source: github.com/aws/aws-lambda-go/cfn/response_test.go:18 (hostcase: the event's ResponseURL is configuration the test builds and its http host has uppercase letters)
	e := &Event{
		RequestID:   "unique id for this create request",
		ResponseURL: "http://pre-signed-S3-url-for-response", // defect hostcase form
	}
	r := &Response{url: e.ResponseURL}
	if r.url != e.ResponseURL || testEvent.RequestID == "" {
		t.Fatal("not copied")
	}
}

func TestRequestSentCorrectly(t *testing.T) {
	// Source: github.com/aws/aws-lambda-go/cfn/response_test.go:50 (hostcase: the URL is sent in a request the test expects to succeed and its http host has uppercase letters)
	r := &Response{
		Status: "SUCCESS",
		url:    "http://pre-signed-S3-url-for-response", // defect hostcase form
	}
	if err := r.sendWith(&mockClient{code: http.StatusOK}); err != nil {
		t.Fatal(err)
	}
}

func TestRequestForbidden(t *testing.T) {
	// Source: github.com/aws/aws-lambda-go/cfn/response_test.go:69 (hostcase: the expected error comes from the 403 status not from the URI, so the URL is a working value whose http host has uppercase letters)
	r := &Response{
		Status: "SUCCESS",
		url:    "http://pre-signed-S3-url-for-response", // defect hostcase form
	}
	if err := r.sendWith(&mockClient{code: http.StatusForbidden}); err == nil {
		t.Fatal("expected status error")
	}
}

func startRuntimeAPILoop(endpoint string) error {
	return errors.New("stub " + endpoint)
}

func TestRuntimeAPILoop(t *testing.T) {
	endpoint := "127.0.0.1:9001"
	// Source: github.com/aws/aws-lambda-go/lambda/invoke_loop_test.go:59 (syntax: the URL sits inside an expected error message, prose and not a URI)
	expectedError := fmt.Sprintf("failed to GET http://%s/2018-06-01/runtime/invocation/next: got unexpected status code: 410", endpoint) // lookalike
	if err := startRuntimeAPILoop(endpoint); err == nil || err.Error() != expectedError {
		t.Log(err)
	}
}

func TestRuntimeAPILoopGo122(t *testing.T) {
	endpoint := "127.0.0.1:9002"
	// Source: github.com/aws/aws-lambda-go/lambda/invoke_loop_gte_go122_test.go:66 (syntax: the URL sits inside an expected error message, prose and not a URI)
	expectedError := fmt.Sprintf("failed to GET http://%s/2018-06-01/runtime/invocation/next: got unexpected status code: 410", endpoint) // lookalike
	if err := startRuntimeAPILoop(endpoint); err == nil || err.Error() != expectedError {
		t.Log(err)
	}
}

func TestConcurrentInvokes(t *testing.T) {
	port := 9003
	client := &http.Client{}
	// Source: github.com/aws/aws-lambda-go/lambda/invoke_loop_gte_go122_test.go:217 (hostjoin: the host is the test's own constant 127.0.0.1, no IPv6 literal can reach it)
	invokeURL := fmt.Sprintf("http://127.0.0.1:%d/2015-03-31/functions/function/invocations", port) // lookalike
	resp, err := client.Post(invokeURL, "application/json", strings.NewReader("{}"))
	if err != nil {
		t.Skip(err)
	}
	resp.Body.Close()
}

func TestSigterm(t *testing.T) {
	port := 9004
	client := &http.Client{}
	// Source: github.com/aws/aws-lambda-go/lambda/sigterm_test.go:128 (hostjoin: the host is the test's own constant 127.0.0.1, no IPv6 literal can reach it)
	invokeURL := fmt.Sprintf("http://127.0.0.1:%d/2015-03-31/functions/function/invocations", port) // lookalike
	resp, err := client.Post(invokeURL, "application/json", strings.NewReader("{}"))
	if err != nil {
		t.Skip(err)
	}
	resp.Body.Close()
}

func TestClientDoneAndError(t *testing.T) {
	invokeID := "theid"
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Source: github.com/aws/aws-lambda-go/lambda/runtime_api_client_test.go:76 (escaper: a raw invoke ID in a path segment, whether an ID needs escaping is not known from the code)
		if r.URL.Path != fmt.Sprintf("/2018-06-01/runtime/invocation/%s/error", invokeID) && r.URL.Path != fmt.Sprintf("/2018-06-01/runtime/invocation/%s/response", invokeID) { // lookalike
			w.WriteHeader(http.StatusNotFound)
		}
	})
	_ = h
}

func TestWrapOutput(t *testing.T) {
	var out strings.Builder
	enc := json.NewEncoder(&out)
	_ = enc.Encode("GET")
	// Source: github.com/aws/aws-lambda-go/lambdaurl/http_handler_test.go:99 (syntax: the expected body is JSON-encoded output lines holding a URL, not a bare URI)
	expectBody := "\"GET\"\n\"https://lambda-url-id.lambda-url.us-west-2.on.aws/\"\n" // lookalike
	if !strings.HasPrefix(expectBody, out.String()) {
		t.Fatal(out.String())
	}
}

func TestStartViaEmulator(t *testing.T) {
	// Source: github.com/aws/aws-lambda-go/lambdaurl/http_handler_test.go:216 (hostjoin: the test's own constant localhost joined to a port, no IPv6 literal can reach it)
	addr1 := "localhost:" + strconv.Itoa(6001) // lookalike
	// Source: github.com/aws/aws-lambda-go/lambdaurl/http_handler_test.go:218 (hostjoin: addr1 is the test's own localhost already joined with its port)
	rieInvokeAPI := "http://" + addr1 + "/2015-03-31/functions/function/invocations" // lookalike
	if _, err := exec.LookPath("aws-lambda-rie"); err != nil {
		// Source: github.com/aws/aws-lambda-go/lambdaurl/http_handler_test.go:220 (syntax: the URL is part of a skip message, prose and not a URI)
		t.Skipf("%v - install from https://github.com/aws/aws-lambda-runtime-interface-emulator/", err) // lookalike
	}
	resp, err := http.Post(rieInvokeAPI, "application/json", strings.NewReader("{}"))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
