package ydb

import (
	"net/url"
	"strings"
)

// Mask hides all but the first and last characters of a secret.
func Mask(s string) string {
	if len(s) < 3 {
		return strings.Repeat("*", len(s))
	}
	return s[:1] + strings.Repeat("*", len(s)-2) + s[len(s)-1:]
}

// Password masks a password.
func Password(password string) string {
	return Mask(password)
}

// SecretDSN masks the password and token of a connection string.
func SecretDSN(dsn string) string {
	u, err := url.Parse(dsn)
	if err != nil {
		return "<invalid DSN>"
	}

	var buffer strings.Builder

	if u.Scheme != "" {
		buffer.WriteString(u.Scheme + "://")
	}

	if u.User != nil {
		buffer.WriteString(u.User.Username())
		if password, has := u.User.Password(); has {
			buffer.WriteString(":" + Password(password))
		}
		buffer.WriteString("@")
	}

	buffer.WriteString(u.Host)
	buffer.WriteString(u.Path)

	if len(u.RawQuery) > 0 {
		buffer.WriteString("?")
		params := strings.Split(u.RawQuery, "&")
		for i, param := range params {
			if i > 0 {
				buffer.WriteString("&")
			}
			paramValue := strings.SplitN(param, "=", 2)
			buffer.WriteString(paramValue[0])
			if len(paramValue) > 1 {
				buffer.WriteString("=")
				switch paramValue[0] {
				case "token", "password":
					buffer.WriteString(Mask(paramValue[1]))
				default:
					buffer.WriteString(paramValue[1])
				}
			}
		}
	}

	return buffer.String()
}
