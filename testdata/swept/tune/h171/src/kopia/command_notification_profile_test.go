package kopia

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestNotificationProfile_WebHook(t *testing.T) {
	e := NewCLITest(t)

	e.RunAndExpectSuccess(t, "repo", "create", "filesystem", "--path", e.RepoDir)

	// setup a profile
	e.RunAndExpectSuccess(t, "notification", "profile", "configure", "webhook", "--profile-name=mywebhook",
		// Source: github.com/kopia/kopia/cli/command_notification_profile_test.go:82 (plainhttp: a working webhook endpoint in test configuration on localhost, no public host; held to rule 1 and fine)
		"--endpoint=http://localhost:12345") // lookalike

	// define another profile
	e.RunAndExpectSuccess(t, "notification", "profile", "configure", "webhook", "--profile-name=myotherwebhook", "--min-severity=warning",
		// Source: github.com/kopia/kopia/cli/command_notification_profile_test.go:88 (plainhttp: a webhook endpoint on the single-label host anotherhost with a valid port, no public Internet host)
		"--endpoint=http://anotherhost:12345", // lookalike
		"--http-header", "Foo:Bar", "--http-header", "Baz:Qux")

	require.Equal(t, []string{
		"Profile \"myotherwebhook\" Type \"webhook\" Minimum Severity: warning",
		// Source: github.com/kopia/kopia/cli/command_notification_profile_test.go:105 (syntax: the expected summary line of profile show, the endpoint joined to words around it; prose by rule 4)
		"Webhook POST http://anotherhost:12345 Format \"txt\"", // lookalike
	}, e.RunAndExpectSuccess(t, "notification", "profile", "show", "--profile-name=myotherwebhook"))

	// partial update
	e.RunAndExpectSuccess(t, "notification", "profile", "configure", "webhook", "--profile-name=myotherwebhook", "--method=PUT", "--format=html")

	require.Equal(t, []string{
		"Profile \"myotherwebhook\" Type \"webhook\" Minimum Severity: warning",
		// Source: github.com/kopia/kopia/cli/command_notification_profile_test.go:118 (syntax: the expected summary line after the update, prose joined to words by rule 4)
		"Webhook PUT http://anotherhost:12345 Format \"html\"", // lookalike
	}, e.RunAndExpectSuccess(t, "notification", "profile", "show", "--profile-name=myotherwebhook"))
}
