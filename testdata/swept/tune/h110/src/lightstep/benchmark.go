package lightstep

import (
	"fmt"
	"io"
	"net/http"
	"time"
)

const (
	controllerPort = 8000
	controllerHost = "localhost"
)

type testClient struct {
	baseURL string
}

func (t *testClient) getURL(path string) []byte {
	resp, err := http.Get(t.baseURL + path)
	if err != nil {
		return nil
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return body
}

func (t *testClient) report(resultPath string, timing, flusht, sleeps time.Duration, answer int64) {
	// Source: github.com/lightstep/lightstep-tracer-go/cmd/benchmark/main.go:112 (escaper: the query values are formatted numbers, which need no escaping)
	t.getURL(fmt.Sprintf("%s?timing=%.9f&flush=%.9f&s=%.9f&a=%d", resultPath, timing.Seconds(), flusht.Seconds(), sleeps.Seconds(), answer)) // lookalike
}

func newBenchClient() *testClient {
	// Source: github.com/lightstep/lightstep-tracer-go/cmd/benchmark/main.go:199 (hostjoin: the host is the constant localhost, never an IPv6 literal)
	return &testClient{baseURL: fmt.Sprint("http://", controllerHost, ":", controllerPort)} // lookalike
}
