package tencent

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
)

// Source: github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common/http/response_test.go:15 (hostform: a dummy request that only carries a context for a response fixture, never sent.)
func buildSSEResponse(body string) *http.Response {
	req, _ := http.NewRequestWithContext(context.Background(), "GET", "http://x", nil) // lookalike
	return &http.Response{
		StatusCode: 200,
		Header:     http.Header{"Content-Type": []string{"text/event-stream"}},
		Body:       io.NopCloser(strings.NewReader(body)),
		Request:    req,
	}
}

func TestBuildSSEResponse(t *testing.T) {
	if buildSSEResponse("data: x\n\n").Request == nil {
		t.Fatal("no request")
	}
}

// Source: github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common/json/decode_test.go:413 (hostform: expected output of a JSON string-unescape test, the escaped slashes are the point, never used as a URI.)
func TestUnmarshalEscapedSlashes(t *testing.T) {
	var out string
	if err := json.Unmarshal([]byte(`"http:\/\/"`), &out); err != nil || out != "http://" { // lookalike
		t.Errorf("got %q, %v", out, err)
	}
}
