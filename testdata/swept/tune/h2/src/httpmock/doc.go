// Package httpmock holds cases rewritten from github.com/jarcoal/httpmock.
package httpmock
