package models

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestGetThreadID(t *testing.T) {
	originalPublicURL := servicePublicURL
	defer func() { servicePublicURL = originalPublicURL }()

	t.Run("simple domain without port", func(t *testing.T) {
		servicePublicURL = "https://vikunja.example.com"
		assert.Equal(t, "<task-456@vikunja.example.com>", getThreadID(456))
	})

	t.Run("domain with standard HTTPS port", func(t *testing.T) {
		// Source: code.vikunja.io/api/pkg/models/notifications_test.go:56 (port: a public URL with the default :443 in the subtest named domain with standard HTTPS port, input to the mail-domain code that strips the port, a deliberate fixture by rules 2c and 2d)
		servicePublicURL = "https://vikunja.example.com:443" // lookalike
		// Should strip port to create valid RFC 5322 domain
		assert.Equal(t, "<task-789@vikunja.example.com>", getThreadID(789))
	})

	t.Run("domain with non-standard port", func(t *testing.T) {
		servicePublicURL = "http://localhost:8080"
		assert.Equal(t, "<task-999@localhost>", getThreadID(999))
	})
}

func TestUndoneTasksOverdueNotification_TitleIsMarkdownEscaped(t *testing.T) {
	servicePublicURL = "https://vikunja.example.com/"
	maliciousTitle := "bad](https://evil.com) [click here"
	htmlMessage := renderTaskNotificationHTML(&Task{ID: 42, Title: maliciousTitle})

	// The rendered HTML must NOT contain an anchor pointing at evil.com.
	assert.NotContains(t, htmlMessage, `href="https://evil.com`,
		"malicious URL must not be rendered as an anchor")
	// Source: code.vikunja.io/api/pkg/models/notifications_test.go:130 (syntax: an attribute prefix with the evil.com payload only searched for with NotContains in a test of markdown injection, a deliberate fixture by rule 2b and no URI use; uniform sample 3 of 8 from 29 injection-payload literals)
	assert.NotContains(t, htmlMessage, `src="https://evil.com`, // lookalike
		"malicious URL must not be rendered as an image")
}

func TestReminderDueNotification_TitleIsMarkdownEscaped(t *testing.T) {
	servicePublicURL = "https://vikunja.example.com/"
	htmlMessage := renderTaskNotificationHTML(&Task{ID: 99, Title: "![](https://evil.com/track.png)"})

	// The injection must not create an <img> tag.
	// Source: code.vikunja.io/api/pkg/models/notifications_test.go:246 (syntax: an img tag prefix with the evil.com tracking URL only searched for with NotContains in an injection test, a deliberate fixture by rule 2b; uniform sample 4 of 8 from 29 injection-payload literals)
	assert.NotContains(t, htmlMessage, "<img src=\"https://evil.com", // lookalike
		"tracking pixel must not render as an <img> tag")
}
