package oauthflow

import (
	"fmt"
	"net/http"
	"net/url"
	"testing"
)

func TestGetCodeWorking(t *testing.T) {
	desiredState := "foo"
	desiredCode := "code"

	doneCh := make(chan string)
	errCh := make(chan error)
	_, u, _ := startRedirectListener(desiredState, "", "", doneCh, errCh)
	go func() { _, _ = getCode(doneCh, errCh) }()
	sendCodeAndState(t, u, desiredCode, desiredState)
}

func TestGetCodeWrongState(t *testing.T) {
	desiredState := "foo"
	desiredCode := "code"

	doneCh := make(chan string)
	errCh := make(chan error)
	_, u, _ := startRedirectListener(desiredState, "", "", doneCh, errCh)
	go func() { _, _ = getCode(doneCh, errCh) }()
	sendCodeAndState(t, u, desiredCode, "WRONG")
}

func sendCodeAndState(t *testing.T, redirectURL *url.URL, code, state string) {
	t.Helper()
	// Source: github.com/sigstore/sigstore/pkg/oauthflow/flow_test.go:87 (escaper: rule 1 with the template rule, the code and state spliced raw into the query are only ever the plain words code, foo and WRONG from this test file, which need no escaping)
	testURL, _ := url.Parse(fmt.Sprintf("%v?code=%v&state=%v", redirectURL.String(), code, state)) // lookalike
	if _, err := http.Get(testURL.String()); err != nil {
		t.Fatal(err)
	}
}
