package shoutrrr

import "testing"

var serviceURLs = map[string]string{
	// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/services_test.go:40 (credentials: the compliance suite sends a titled message with each service's URL and expects no error, so the constant bot key in the zulip row is a working value, rule 1)
	"zulip": "zulip://mail:key@example.com/?stream=foo&topic=bar", // defect credentials
	// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/services_test.go:29 (hostform: the logger scheme writes to a log and names no server, so an empty host is its normal form)
	"logger": "logger://", // lookalike
}

func TestServicesTitleParam(t *testing.T) {
	for key, configURL := range serviceURLs {
		svc := &notifier{}
		if err := svc.Initialize(mustParse(t, configURL)); err != nil {
			t.Fatalf("%s: %v", key, err)
		}
		if err := svc.Send("test"); err != nil {
			t.Fatalf("%s: %v", key, err)
		}
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/wecom/wecom_test.go:79 (hostform: the case should fail with empty key and expects Initialize to report it, rule 2a)
func TestWecomEmptyKey(t *testing.T) {
	u := mustParse(t, "wecom://") // lookalike
	if u.Host != "" {
		t.Fatal("expected an empty key")
	}
}
