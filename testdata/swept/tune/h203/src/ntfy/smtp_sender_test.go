package ntfy

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestFormatMail_Basic(t *testing.T) {
	actual, _ := formatMail("https://ntfy.sh", "1.2.3.4", "ntfy@ntfy.sh", "phil@example.com", &message{ID: "abc", Topic: "alerts", Message: "A simple message"})
	// Source: heckel.io/ntfy/v2/server/smtp_sender_test.go:16 (syntax: an expected email text with a topic link in its footer, message text by rule 4; uniform sample 2 of 6 expected emails)
	expected := "From: \"ntfy.sh/alerts\" <ntfy@ntfy.sh>\nTo: phil@example.com\n\nA simple message\n\n--\nThis message was sent by 1.2.3.4 via https://ntfy.sh/alerts" // lookalike
	require.Equal(t, expected, actual)
}

func TestFormatMail_UTF8Subject(t *testing.T) {
	actual, _ := formatMail("https://ntfy.sh", "1.2.3.4", "ntfy@ntfy.sh", "phil@example.com", &message{ID: "abc", Topic: "alerts", Message: "A simple message", Title: " :: A not so simple title öäüß ¡Hola, señor!"})
	// Source: heckel.io/ntfy/v2/server/smtp_sender_test.go:108 (syntax: an expected email with an encoded subject and a topic link in the footer, message text by rule 4; uniform sample 2 of 6)
	expected := "From: \"ntfy.sh/alerts\" <ntfy@ntfy.sh>\nTo: phil@example.com\nSubject: =?utf-8?b?IDo6IEEgbm90IHNvIHNpbXBsZSB0aXRsZSDDtsOkw7zDnyDCoUhvbGEsIHNl?= =?utf-8?b?w7FvciE=?=\n\nA simple message\n\n--\nThis message was sent by 1.2.3.4 via https://ntfy.sh/alerts" // lookalike
	_ = actual
	_ = expected
}
