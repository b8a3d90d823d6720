// Package ec2mock holds cases rewritten from github.com/aws/amazon-ec2-metadata-mock.
package ec2mock

import (
	"net/http"
	"strings"
)

// Source: github.com/aws/amazon-ec2-metadata-mock/pkg/server/httpserver.go:26 (syntax: an XHTML 404 body whose DOCTYPE and namespace hold URLs, document text rather than a URI)
const notFoundResponse = "<?xml version=\"1.0\" encoding=\"iso-8859-1\"?>\n<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Transitional//EN\"\n\t\"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd\">\n<html xmlns=\"http://www.w3.org/1999/xhtml\" xml:lang=\"en\" lang=\"en\">\n <head>\n  <title>404 - Not Found</title>\n </head>\n</html>" // lookalike

// Source: github.com/aws/amazon-ec2-metadata-mock/pkg/server/httpserver.go:39 (syntax: an XHTML 400 body whose DOCTYPE and namespace hold URLs, document text rather than a URI)
const BadRequestResponse = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Transitional//EN\" \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd\">\n<html xmlns=\"http://www.w3.org/1999/xhtml\" xml:lang=\"en\" lang=\"en\">\n   <head>\n      <title>400 - Bad Request</title>\n   </head>\n</html>" // lookalike

// Source: github.com/aws/amazon-ec2-metadata-mock/pkg/server/httpserver.go:51 (syntax: an XHTML 401 body whose DOCTYPE and namespace hold URLs, document text rather than a URI)
const UnauthorizedResponse = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Transitional//EN\" \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd\">\n<html xmlns=\"http://www.w3.org/1999/xhtml\" xml:lang=\"en\" lang=\"en\">\n   <head>\n      <title>401 - Unauthorized</title>\n   </head>\n</html>" // lookalike

// ReturnNotFoundResponse writes the 404 body.
func ReturnNotFoundResponse(w http.ResponseWriter) {
	http.Error(w, notFoundResponse, http.StatusNotFound)
}

func trailingSlashMiddleware(pathHandler http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" && strings.HasSuffix(r.URL.Path, "/") {
			// Source: github.com/aws/amazon-ec2-metadata-mock/pkg/server/httpserver.go:176 (escaper: trims a trailing slash of the decoded request path, no escaper is applied to it)
			r.URL.Path = strings.TrimSuffix(r.URL.Path, "/") // lookalike
		}
		pathHandler.ServeHTTP(w, r)
	})
}
