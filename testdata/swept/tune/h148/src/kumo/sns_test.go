package kumo

import "testing"

type subscription struct {
	ARN string
}

type snsEnvelope struct {
	UnsubscribeURL string
}

func checkUnsubscribeURL(t *testing.T, envelope snsEnvelope, sub subscription) {
	t.Helper()
	// Source: github.com/sivchari/kumo/internal/service/sns/storage_delivery_test.go:195 (escaper: a subscription ARN is raw in the expected query value, and whether an ID needs escaping is not known from the code, uniform sample of 28 of 109 look-alikes.)
	wantURL := "https://sns.ap-northeast-1.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=" + sub.ARN // lookalike
	if envelope.UnsubscribeURL != wantURL {
		t.Errorf("envelope.UnsubscribeURL = %q, want %q", envelope.UnsubscribeURL, wantURL)
	}
}
