package dbos

import "net/url"

// maskPassword replaces the password in a database URL with asterisks.
func maskPassword(dbURL string) (string, error) {
	parsedURL, err := url.Parse(dbURL)
	if err != nil {
		return "", err
	}
	if parsedURL.User != nil {
		username := parsedURL.User.Username()
		if _, hasPassword := parsedURL.User.Password(); hasPassword {
			// Source: github.com/dbos-inc/dbos-transact-golang/cmd/dbos/utils.go:28 (credentials: the masker writes a mask of asterisks in place of the password.)
			return parsedURL.Scheme + "://" + username + ":***@" + parsedURL.Host + parsedURL.Path, nil // lookalike
		}
	}
	return parsedURL.String(), nil
}
