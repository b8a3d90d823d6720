package vmetrics

import (
	"testing"
	"time"
)

func TestInitPushFailure(t *testing.T) {
	f := func(pushURL string, interval time.Duration, extraLabels string) {
		t.Helper()
		if err := InitPush(pushURL, interval, extraLabels); err == nil {
			t.Fatalf("expecting non-nil error")
		}
	}

	// Invalid url
	// Source: github.com/VictoriaMetrics/metrics/push_test.go:52 (sink: a bare word given as push URL under the comment Invalid url in a test that expects an error, a deliberate fixture (rule 2a, 2b).)
	f("foobar", time.Second, "") // lookalike
	// Source: github.com/VictoriaMetrics/metrics/push_test.go:53 (sink: an unsupported scheme under the comment Invalid url in a test that expects an error, a deliberate fixture (rule 2a, 2b).)
	f("aaa://foobar", time.Second, "") // lookalike
	// Source: github.com/VictoriaMetrics/metrics/push_test.go:54 (hostform: the empty host is the invalid input of a row under the comment Invalid url that expects an error (rule 2a, 2b).)
	f("http:///bar", time.Second, "") // lookalike

	// Non-positive interval
	// Source: github.com/VictoriaMetrics/metrics/push_test.go:57 (plainhttp: a single-label test host is no public Internet host, so plain http is fine; uniform sample of 2 of 9 identical rows.)
	f("http://foobar", 0, "") // lookalike

	// Invalid extraLabels
	// Source: github.com/VictoriaMetrics/metrics/push_test.go:61 (plainhttp: a single-label test host is no public Internet host, so plain http is fine; uniform sample of 2 of 9 identical rows.)
	f("http://foobar", time.Second, "foo") // lookalike
}
