package vacuum

import (
	"bytes"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestRuleSet_GetExtendsRemoteSpec_Single_HttpError(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/rulesets/rulesets_test.go:524 (plainhttp: the extends URL names a made-up host and the test expects the download to fail with cannot open external ruleset, rule 2a; the URL itself is well formed)
	yaml := `extends: http://kajshdkjahsdkajshdouaysoewuqyrkajshd.com` // lookalike
	var logBuf []byte
	logBuffer := bytes.NewBuffer(logBuf)
	logger := slog.New(slog.NewTextHandler(logBuffer, &slog.HandlerOptions{Level: slog.LevelWarn}))

	def := BuildDefaultRuleSetsWithLogger(logger)
	rs, err := CreateRuleSetFromData([]byte(yaml))
	if err != nil {
		t.Fatal(err)
	}
	override := def.GenerateRuleSetFromSuppliedRuleSet(rs)
	if len(override.Rules) != 0 || !logContains(logBuffer, "cannot open external ruleset") {
		t.Fatalf("expected the remote ruleset to fail: %s", logBuffer.String())
	}
}

type blockingRulesetTransport struct {
	release chan struct{}
}

func (b *blockingRulesetTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	select {
	case <-b.release:
	case <-req.Context().Done():
		return nil, req.Context().Err()
	}
	return &http.Response{StatusCode: 200, Body: io.NopCloser(strings.NewReader("rules: {}")), Request: req}, nil
}

func TestRuleSet_GetExtendsRemoteSpec_TimeoutWithCustomClient(t *testing.T) {
	previousTimeout := externalRulesetFetchTimeout
	externalRulesetFetchTimeout = 20 * time.Millisecond
	defer func() { externalRulesetFetchTimeout = previousTimeout }()

	transport := &blockingRulesetTransport{release: make(chan struct{})}
	defer close(transport.release)
	var logBuf bytes.Buffer
	logger := slog.New(slog.NewTextHandler(&logBuf, &slog.HandlerOptions{Level: slog.LevelWarn}))

	def := BuildDefaultRuleSetsWithLogger(logger)
	// Source: github.com/daveshanley/vacuum/rulesets/rulesets_test.go:829 (plainhttp: example.com is a reserved test host and the request only reaches a custom blocking transport in the test, so rule 1 finds no public plain-http host)
	rs, err := CreateRuleSetFromData([]byte(`extends: http://example.com/slow-ruleset.yaml`)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	override := def.GenerateRuleSetFromSuppliedRuleSetWithHTTPClient(rs, &http.Client{Transport: transport})
	if len(override.Rules) != 0 || !logContains(&logBuf, "external ruleset fetch timed out") {
		t.Fatalf("expected a timeout: %s", logBuf.String())
	}
}

func TestCheckForRemoteExtends_Success(t *testing.T) {
	extends := make(map[string]string)
	// Source: github.com/daveshanley/vacuum/rulesets/remote_ruleset_test.go:23 (plainhttp: a map key only tested by CheckForRemoteExtends with strings.HasPrefix, never fetched, so no URI use by the closing note of the rules)
	extends["http://quobix.com"] = "bong" // lookalike
	if !CheckForRemoteExtends(extends) {
		t.Fatal("expected a remote extends")
	}
}
