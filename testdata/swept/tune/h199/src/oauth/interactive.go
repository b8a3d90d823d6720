// Package oauth implements OAuth/OIDC support for device and token flows
package oauth

import (
	"fmt"
	"strings"
)

// GetInteractiveSuccessHTML is the page displayed upon success when using a web browser during an interactive Oauth token flow.
// The page will close automatically if autoclose is true with the timeout specified.
func GetInteractiveSuccessHTML(autoclose bool, timeout int) (string, error) {
	// Source: github.com/sigstore/sigstore/pkg/oauth/interactive.go:26 (syntax: rule 4, an HTML page written to the browser; its href links and the SVG xmlns name are well formed inside markup, and the page itself is no URI)
	const successTemplateHead = `<!DOCTYPE html>
<html>
	<head>
		<title>Sigstore Authentication</title>
	</head>
	<body>
		<a class="header" href="https://sigstore.dev">
			<svg id="logo" xmlns="http://www.w3.org/2000/svg" xml:space="preserve" width="28.14" height="30.3"></svg>
		</a>
		<a href="https://docs.sigstore.dev/" class="link login">sigstore documentation</a>
` // lookalike
	const autocloseScript = `<script>setTimeout(function() { window.close(); }, %d);</script>`
	const successTemplateTail = `	</body>
</html>`

	var sb strings.Builder
	sb.WriteString(successTemplateHead)
	if autoclose {
		fmt.Fprintf(&sb, autocloseScript, timeout)
	}
	sb.WriteString(successTemplateTail)
	return sb.String(), nil
}

const (
	// InteractiveSuccessHTML (deprecated) is the page displayed upon success when using a web browser during an interactive Oauth token flow.
	// Source: github.com/sigstore/sigstore/pkg/oauth/interactive.go:123 (syntax: rule 4, the deprecated success page is HTML shown in the browser, not a URI; the links inside it are well formed)
	InteractiveSuccessHTML = `<!DOCTYPE html>
<html>
	<body>
		<a class="header" href="https://sigstore.dev">
			<svg id="logo" xmlns="http://www.w3.org/2000/svg" xml:space="preserve" width="28.14" height="30.3"></svg>
		</a>
		<a href="https://blog.sigstore.dev/" class="link">sigstore blog</a>
	</body>
</html>` // lookalike
)
