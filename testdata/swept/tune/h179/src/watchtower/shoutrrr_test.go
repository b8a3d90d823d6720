package watchtower

import (
	"testing"
	"time"
)

func TestBatchingNoMessages(t *testing.T) {
	// Source: github.com/containrrr/watchtower/pkg/notifications/shoutrrr_test.go:272 (sink: logger:// is the shoutrrr logger service URL, which needs no host, a working notifier URL under rule 1)
	shoutrrr, err := createNotifier([]string{"logger://"}, time.Duration(0)) // lookalike
	if err != nil || GetScheme(shoutrrr.Urls[0]) != "logger" {
		t.Fatal(err)
	}
}

func TestBatchingOneMessage(t *testing.T) {
	// Source: github.com/containrrr/watchtower/pkg/notifications/shoutrrr_test.go:280 (sink: the shoutrrr logger service URL, no host needed, fine under rule 1)
	shoutrrr, err := createNotifier([]string{"logger://"}, time.Duration(0)) // lookalike
	if err != nil || len(shoutrrr.Urls) != 1 {
		t.Fatal(err)
	}
}

func TestEmptyTitle(t *testing.T) {
	// Source: github.com/containrrr/watchtower/pkg/notifications/shoutrrr_test.go:292 (sink: the shoutrrr logger service URL, no host needed, fine under rule 1)
	shoutrrr, err := createNotifier([]string{"logger://"}, time.Second) // lookalike
	if err != nil || shoutrrr.delay != time.Second {
		t.Fatal(err)
	}
}
