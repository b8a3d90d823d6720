package kopia

import (
	"bufio"
	"io"
	"regexp"
)

type rcloneURLs struct {
	webdavAddr        string
	remoteControlAddr string
}

func scanRcloneOutput(stderr io.Reader) rcloneURLs {
	s := bufio.NewScanner(stderr)

	// Source: github.com/kopia/kopia/repo/blob/rclone/rclone_storage.go:203 (syntax: a regular expression that captures the URL from rclone output, no URI itself)
	webdavServerRegexp := regexp.MustCompile(`(?i)WebDav Server started on \[?(https://.+:\d{1,5}/)\]?`) // lookalike
	// Source: github.com/kopia/kopia/repo/blob/rclone/rclone_storage.go:204 (syntax: a regular expression for the remote-control URL line, no URI itself)
	remoteControlRegexp := regexp.MustCompile(`(?i)Serving remote control on \[?(https://.+:\d{1,5}/)\]?`) // lookalike

	var u rcloneURLs

	for s.Scan() {
		l := s.Text()

		if p := webdavServerRegexp.FindStringSubmatch(l); p != nil {
			u.webdavAddr = p[1]
		}

		if p := remoteControlRegexp.FindStringSubmatch(l); p != nil {
			u.remoteControlAddr = p[1]
		}
	}

	return u
}
