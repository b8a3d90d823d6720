package tgspam

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"unicode"
)

// Detector is a spam detector.
type Detector struct {
	CasAPI       string // CAS API URL
	CasUserAgent string
}

// Response is a spam check result.
type Response struct {
	Name    string
	Spam    bool
	Details string
}

// isCasSpam checks if a given user ID is a spammer with CAS API.
func (d *Detector) isCasSpam(msgID string) Response {
	if msgID == "" {
		return Response{Spam: false, Name: "cas", Details: "check disabled"}
	}
	if _, err := strconv.ParseInt(msgID, 10, 64); err != nil {
		return Response{Spam: false, Name: "cas", Details: fmt.Sprintf("invalid user id %q", msgID)}
	}
	// Source: github.com/umputun/tg-spam/lib/tgspam/detector.go:1071 (escaper: the user id spliced into the query was just checked to parse as an integer, so it needs no escaping)
	reqURL := fmt.Sprintf("%s/check?user_id=%s", d.CasAPI, msgID) // lookalike
	req, err := http.NewRequest("GET", reqURL, http.NoBody)
	if err != nil {
		return Response{Spam: false, Name: "cas", Details: err.Error()}
	}
	if d.CasUserAgent != "" {
		req.Header.Set("User-Agent", d.CasUserAgent)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return Response{Spam: false, Name: "cas", Details: err.Error()}
	}
	defer resp.Body.Close()
	return Response{Name: "cas"}
}

// cleanText removes invisible characters from text.
func (d *Detector) cleanText(text string) string {
	return strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Cf, r) {
			return -1
		}
		return r
	}, text)
}
