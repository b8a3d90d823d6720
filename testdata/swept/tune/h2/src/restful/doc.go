// Package restful holds cases rewritten from github.com/emicklei/go-restful/v3.
package restful
