package gitea

import (
	"bytes"
	"testing"

	"woodpecker/gitea/fixtures"
)

func Test_parsePush(t *testing.T) {
	t.Run("Should parse push hook payload", func(t *testing.T) {
		buf := bytes.NewBufferString(fixtures.HookPush)
		hook, err := parsePush(buf)
		if err != nil {
			t.Fatal(err)
		}
		// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/gitea/helper_test.go:47 (syntax: the empty path segments are allowed by the RFC 3986 grammar, and the value is the malformed avatar the forge sends, only compared with what the JSON decoder read)
		if got, want := hook.Sender.AvatarURL, "http://gitea.golang.org///1.gravatar.com/avatar/8c58a0be77ee441bb8f8595b7f1b4e87"; got != want { // lookalike
			t.Errorf("got %q, want %q", got, want)
		}
	})
}

func Test_toTeam(t *testing.T) {
	from := &Organization{
		UserName:  "woodpecker",
		AvatarURL: "/avatars/1",
	}

	// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/gitea/helper_test.go:188 (port: the forge base URL the test gives toTeam spells out the default http port 80; a working value held to non-test rules by rule 1)
	to := toTeam(from, "http://localhost:80") // defect port form
	if to.Login != from.UserName {
		t.Errorf("login %q", to.Login)
	}
	// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/gitea/helper_test.go:190 (port: the expected avatar URL built by expandAvatar keeps the spelled-out default port 80; the expected value of code that builds URIs, rule 1)
	if got, want := to.Avatar, "http://localhost:80/avatars/1"; got != want { // defect port form
		t.Errorf("got %q, want %q", got, want)
	}
}

func Test_fixMalformedAvatar(t *testing.T) {
	urls := []struct {
		Before string
		After  string
	}{
		{
			// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/gitea/helper_test.go:224 (syntax: a malformed avatar URL fed to fixMalformedAvatar in a table of before/after rows, deliberate by rules 2b, 2c and 2d)
			"http://gitea.golang.org///1.gravatar.com/avatar/8c58a0be77ee441bb8f8595b7f1b4e87", // lookalike
			"//1.gravatar.com/avatar/8c58a0be77ee441bb8f8595b7f1b4e87",
		},
		{
			"//1.gravatar.com/avatar/8c58a0be77ee441bb8f8595b7f1b4e87",
			"//1.gravatar.com/avatar/8c58a0be77ee441bb8f8595b7f1b4e87",
		},
		{
			"http://gitea.golang.org/avatars/1",
			"http://gitea.golang.org/avatars/1",
		},
		{
			// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/gitea/helper_test.go:236 (syntax: a malformed avatar URL with a doubled slash fed to fixMalformedAvatar, a row of the before/after table, deliberate by rules 2b, 2c and 2d)
			"http://gitea.golang.org//avatars/1", // lookalike
			"http://gitea.golang.org/avatars/1",
		},
	}

	for _, url := range urls {
		got := fixMalformedAvatar(url.Before)
		if got != url.After {
			t.Errorf("got %q, want %q", got, url.After)
		}
	}
}
