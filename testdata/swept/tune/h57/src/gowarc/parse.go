// Package gowarc holds cases rewritten from github.com/nlnwa/gowarc/v3.
package gowarc

import (
	"bufio"
	"net/http"
	"net/textproto"
	"strings"
)

// parseHTTPRequestBlock parses the HTTP request held in a request record's block.
func parseHTTPRequestBlock(block string) (*http.Request, error) {
	return http.ReadRequest(bufio.NewReader(strings.NewReader(block)))
}

// parseHTTPResponseBlock parses the HTTP response held in a response record's block.
func parseHTTPResponseBlock(block string) (*http.Response, error) {
	return http.ReadResponse(bufio.NewReader(strings.NewReader(block)), nil)
}

// parseWarcFields parses an application/warc-fields block.
func parseWarcFields(block string) (textproto.MIMEHeader, error) {
	return textproto.NewReader(bufio.NewReader(strings.NewReader(block))).ReadMIMEHeader()
}

// unmarshalHeader parses the version line and the named fields of a WARC record.
func unmarshalHeader(record string) (string, textproto.MIMEHeader, error) {
	r := textproto.NewReader(bufio.NewReader(strings.NewReader(record)))
	version, err := r.ReadLine()
	if err != nil {
		return "", nil, err
	}
	h, err := r.ReadMIMEHeader()
	return version, h, err
}

// marshalHeader writes the given header lines as a WARC record header.
func marshalHeader(lines []string) string {
	return strings.Join(lines, "\r\n") + "\r\n\r\n"
}

// recordID strips the angle brackets from a WARC-Record-ID value.
func recordID(headerID string) string {
	return strings.TrimSuffix(strings.TrimPrefix(headerID, "<"), ">")
}
