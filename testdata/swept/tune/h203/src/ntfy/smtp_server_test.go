package ntfy

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// Source: heckel.io/ntfy/v2/server/smtp_server_test.go:708 (syntax: a raw SMTP session with a spam email whose headers and quoted-printable body hold links, email text and not a URI)
const spamEmail = "\nEHLO example.com\nMAIL FROM: test@mydomain.me\nRCPT TO: ntfy-mytopic@ntfy.sh\nDATA\nList-Unsubscribe: <https://visitor.constantcontact.com/do?p=un&m=beefbeefbeef>\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\nWhen you're buying a home, Pre-Approval gives you confidence you're in the =\nright price range and shows sellers you mean business.\n.\n" // lookalike

// writeAndReadUntilLine stands in for the SMTP session helper.
func writeAndReadUntilLine(t *testing.T, email string, want string) {
	require.True(t, strings.Contains(email, "DATA"))
}

func TestSmtpBackend_Spam_Text(t *testing.T) {
	writeAndReadUntilLine(t, spamEmail, "250 2.0.0 OK: queued")
}

func TestSmtpBackend_HTMLOnly_FromDiskStation(t *testing.T) {
	// Source: heckel.io/ntfy/v2/server/smtp_server_test.go:1339 (syntax: a raw SMTP session with an HTML body that mentions two private-network addresses in prose, email text and not a URI)
	email := "EHLO example.com\nMAIL FROM: synology@mydomain.me\nRCPT TO: synology@mydomain.me\nDATA\nContent-Type: text/html; charset=utf-8\n\nCongratulations! You have successfully set up the email notification on Synology_NAS.<BR>For further system configurations, please visit http://192.168.1.28:5000/, http://172.16.60.5:5000/.<BR>From Synology_NAS<BR>\n.\n" // lookalike
	// Source: heckel.io/ntfy/v2/server/smtp_server_test.go:1358 (plainhttp: the expected message text mentions plain http to private 192.168 and 172.16 addresses inside prose, rule 4 and no public host)
	expected := `Congratulations! You have successfully set up the email notification on Synology_NAS. For further system configurations, please visit http://192.168.1.28:5000/, http://172.16.60.5:5000/. (If you cannot connect to the server, please contact the administrator.)  From Synology_NAS` // lookalike
	require.True(t, strings.Contains(expected, "Synology_NAS"))
	writeAndReadUntilLine(t, email, "250 2.0.0 OK: queued")
}
