package gortmplib

import (
	"crypto/md5"
	"encoding/base64"
	"fmt"
	"net/url"
	"strings"
)

func queryDecode(enc string) map[string]string {
	vals := make(map[string]string)
	for _, kv := range strings.Split(enc, "&") {
		tmp := strings.SplitN(kv, "=", 2)
		if len(tmp) == 2 {
			vals[tmp[0]] = tmp[1]
		}
	}
	return vals
}

func queryEncode(dec map[string]string) string {
	tmp := make([]string, 0, len(dec))
	for k, v := range dec {
		// Source: github.com/bluenviron/gortmplib/server_conn.go:41 (escaper: re-joins pairs that queryDecode split without unescaping, so the raw text round-trips unchanged)
		tmp = append(tmp, k+"="+v) // lookalike
	}
	return strings.Join(tmp, "&")
}

func authResponse(user, pass, salt, opaque, challenge, challenge2 string) string {
	h := md5.New()
	h.Write([]byte(user))
	h.Write([]byte(salt))
	h.Write([]byte(pass))
	str := base64.StdEncoding.EncodeToString(h.Sum(nil))

	h = md5.New()
	h.Write([]byte(str))
	if opaque != "" {
		h.Write([]byte(opaque))
	} else {
		h.Write([]byte(challenge))
	}
	h.Write([]byte(challenge2))
	return base64.StdEncoding.EncodeToString(h.Sum(nil))
}

// ServerConn is a server-side RTMP connection.
type ServerConn struct {
	app         string
	tcURL       string
	description string
	URL         *url.URL
}

func needAuthDescription(user, serverSalt, serverChallenge string) string {
	// Source: github.com/bluenviron/gortmplib/server_conn.go:227 (syntax: the text with a raw space is the description of an RTMP error message, not a URI)
	return fmt.Sprintf("authmod=adobe ?reason=needauth&user=%s&salt=%s&challenge=%s", user, serverSalt, serverChallenge) // lookalike
}

func (c *ServerConn) parseURL() error {
	u, err := url.Parse(strings.Trim(c.tcURL, "'"))
	if err != nil {
		return err
	}
	c.URL = u
	return nil
}

func (c *ServerConn) checkCredentials(expectedUser, expectedPass, serverSalt, serverChallenge string) error {
	i := strings.Index(c.tcURL, "?authmod=")
	if i < 0 {
		return fmt.Errorf("need auth")
	}
	vals := queryDecode(c.tcURL[i+1:])
	clientChallenge := vals["challenge"]
	response := vals["response"]
	if clientChallenge == "" || response == "" {
		c.description = needAuthDescription(vals["user"], serverSalt, serverChallenge)
		return fmt.Errorf("need auth 2")
	}
	if authResponse(expectedUser, expectedPass, serverSalt, "", serverChallenge, clientChallenge) != response {
		return fmt.Errorf("authentication failed")
	}

	c.tcURL = c.tcURL[:i]
	delete(vals, "authmod")
	delete(vals, "user")
	delete(vals, "challenge")
	delete(vals, "response")
	q := queryEncode(vals)
	if q != "" {
		// Source: github.com/bluenviron/gortmplib/server_conn.go:270 (escaper: appends the re-joined raw query pairs that were never unescaped, so nothing needs escaping again)
		c.tcURL += "?" + q // lookalike
	}
	return c.parseURL()
}
