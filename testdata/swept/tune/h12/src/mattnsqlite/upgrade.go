package mattnsqlite

import (
	"fmt"
	"net/http"
	"strings"
)

func getDownloadURL(html, prefix string) (string, error) {
	var url string
	for _, line := range strings.Split(html, "\n") {
		if strings.Contains(line, prefix) {
			if tok := strings.Split(line, ","); len(tok) >= 5 {
				// Source: github.com/mattn/go-sqlite3/upgrade/upgrade.go:51 (escaper: a relative path taken from the download page, already in URI form, no escaper needed)
				url = fmt.Sprintf("https://www.sqlite.org/%s", tok[2]) // lookalike
				break
			}
		}
	}
	if url == "" {
		return "", fmt.Errorf("Unable to find prefix '%s' on sqlite.org", prefix)
	}
	resp, err := http.Get(url)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return url, nil
}
