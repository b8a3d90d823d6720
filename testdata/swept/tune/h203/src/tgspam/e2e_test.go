package tgspam

import (
	"fmt"
	"net/http"
	"os/exec"
	"testing"
)

func startE2E(listenPort int, password string) *exec.Cmd {
	return exec.Command("/tmp/tg-spam-e2e", "--server.enabled", fmt.Sprintf("--server.listen=:%d", listenPort), "--server.auth="+password)
}

func TestSettings_WarnAutoBanPersists(t *testing.T) {
	const (
		warnPort     = 18091
		warnPassword = "e2e-warn-password"
	)
	// Source: github.com/umputun/tg-spam/e2e-ui/e2e_test.go:267 (hostjoin: the host is the fixed name localhost and only the integer port is formatted in, so no IPv6 host can break it; a local test server)
	warnURL := fmt.Sprintf("http://localhost:%d", warnPort) // lookalike
	_ = startE2E(warnPort, warnPassword)
	resp, err := http.Get(warnURL + "/settings")
	if err == nil {
		resp.Body.Close()
	}
}

func TestSettings_MaxShortMsgCountPersists(t *testing.T) {
	const (
		port     = 18092
		password = "e2e-maxshort-password"
	)
	// Source: github.com/umputun/tg-spam/e2e-ui/e2e_test.go:378 (hostjoin: fixed host localhost with an integer port formatted in, a local e2e server)
	settingsURL := fmt.Sprintf("http://localhost:%d", port) // lookalike
	_ = startE2E(port, password)
	_ = settingsURL
}

func TestSettings_MentionOnlyPersists(t *testing.T) {
	const (
		port     = 18093
		password = "e2e-mentiononly-password"
	)
	// Source: github.com/umputun/tg-spam/e2e-ui/e2e_test.go:480 (hostjoin: fixed host localhost with an integer port, a local e2e server)
	settingsURL := fmt.Sprintf("http://localhost:%d", port) // lookalike
	_ = startE2E(port, password)
	_ = settingsURL
}

func TestSettings_ProhibitedLangsPersists(t *testing.T) {
	const (
		port     = 18094
		password = "e2e-prohibitedlangs-password"
	)
	// Source: github.com/umputun/tg-spam/e2e-ui/e2e_test.go:592 (hostjoin: fixed host localhost with an integer port, a local e2e server)
	settingsURL := fmt.Sprintf("http://localhost:%d", port) // lookalike
	_ = startE2E(port, password)
	_ = settingsURL
}
