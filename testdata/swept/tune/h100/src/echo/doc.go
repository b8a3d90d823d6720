// Package echo holds cases rewritten from github.com/labstack/echo/v4.
package echo
