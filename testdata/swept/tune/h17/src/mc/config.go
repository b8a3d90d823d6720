package mc

import (
	"errors"
	"net/url"
	"strings"
)

// parseEnvURLStr parses an MC_HOST_<alias> value into the URL of the
// server and the access key, secret key and session token it carries.
func parseEnvURLStr(envURL string) (*url.URL, string, string, string, error) {
	var accessKey, secretKey, sessionToken string
	scheme, rest, ok := strings.Cut(envURL, "://")
	if !ok {
		return nil, "", "", "", errors.New("no scheme")
	}
	if i := strings.LastIndex(rest, "@"); i >= 0 {
		userinfo := rest[:i]
		rest = rest[i+1:]
		parts := strings.SplitN(userinfo, ":", 2)
		accessKey = parts[0]
		if len(parts) == 2 {
			secretKey = parts[1]
			if j := strings.LastIndex(secretKey, ":"); j >= 0 && strings.Count(secretKey, ":") >= 1 {
				sessionToken = secretKey[j+1:]
				secretKey = secretKey[:j]
			}
		}
	}
	u, err := url.Parse(scheme + "://" + rest)
	if err != nil {
		return nil, "", "", "", err
	}
	return u, accessKey, secretKey, sessionToken, nil
}
