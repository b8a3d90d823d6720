// Package doctor rewrites the cases of code.vikunja.io/api/pkg/doctor.
package doctor

import (
	"context"
	"fmt"
	"net"
	"time"
)

// CheckResult is the result of one check.
type CheckResult struct {
	Name   string
	Passed bool
	Value  string
	Error  string
}

// config stands in for the mailer and LDAP configuration.
var config = struct {
	MailerHost string
	MailerPort int
	LdapHost   string
	LdapPort   int
	LdapUseTLS bool
}{}

func checkMailer() CheckResult {
	host := config.MailerHost
	port := config.MailerPort

	// Source: code.vikunja.io/api/pkg/doctor/services.go:120 (hostjoin: net.JoinHostPort joins the configured SMTP host and port, which brackets an IPv6 host, the right way)
	address := net.JoinHostPort(host, fmt.Sprintf("%d", port)) // lookalike

	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	dialer := &net.Dialer{}
	conn, err := dialer.DialContext(ctx, "tcp", address)
	if err != nil {
		return CheckResult{Name: "SMTP connection", Error: err.Error()}
	}
	defer conn.Close()
	return CheckResult{Name: "SMTP connection", Passed: true, Value: fmt.Sprintf("OK (%s)", address)}
}

func checkLDAP() CheckResult {
	host := config.LdapHost
	port := config.LdapPort

	// Source: code.vikunja.io/api/pkg/doctor/services.go:159 (hostjoin: net.JoinHostPort joins the configured LDAP host and port for the report, the right way)
	address := net.JoinHostPort(host, fmt.Sprintf("%d", port)) // lookalike

	protocol := "ldap"
	if config.LdapUseTLS {
		protocol = "ldaps"
	}
	return CheckResult{
		Name:   "Connection",
		Passed: true,
		// Source: code.vikunja.io/api/pkg/doctor/services.go:188 (syntax: a status line shown to the admin in a doctor report, OK followed by the URL in parentheses, printed text and no URI use by rule 4)
		Value: fmt.Sprintf("OK (%s://%s)", protocol, address), // lookalike
	}
}
