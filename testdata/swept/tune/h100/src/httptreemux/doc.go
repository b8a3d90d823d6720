// Package httptreemux holds cases rewritten from github.com/dimfeld/httptreemux/v5.
package httptreemux
