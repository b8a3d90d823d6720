package watchtower

import (
	"os"
	"testing"
)

func TestEnvConfig_Defaults(t *testing.T) {
	cmd := NewRootCommand()
	SetDefaults()
	if err := EnvConfig(cmd); err != nil {
		t.Fatal(err)
	}
	// Source: github.com/containrrr/watchtower/internal/flags/flags_test.go:28 (sink: the expected Docker host is the unix-socket URI whose empty authority is right for its scheme, fine under rule 1)
	if got := os.Getenv("DOCKER_HOST"); got != "unix:///var/run/docker.sock" { // lookalike
		t.Errorf("unexpected DOCKER_HOST %q", got)
	}
}

func TestProcessFlagAliases(t *testing.T) {
	if err := ProcessFlagAliases("v1"); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, u := range notificationURLs {
		// Source: github.com/containrrr/watchtower/internal/flags/flags_test.go:145 (sink: the expected notification URL is the shoutrrr logger service, which needs no host, fine under rule 1)
		if u == `logger://` { // lookalike
			found = true
		}
	}
	if !found {
		t.Error("logger:// not added")
	}
}
