package api

import "fmt"

func generateUptimeBadgeSVG(duration string, uptime float64) []byte {
	width, labelWidth, valueX := 120, 60, 90
	color := "#40cc11"
	value := fmt.Sprintf("%.2f%%", uptime)
	// Source: github.com/TwiN/gatus/v5/api/badge.go:200 (plainhttp: http://www.w3.org/2000/svg is the SVG XML namespace name inside a markup template, an identifier that is never fetched; by the rule that a value only compared or printed is no URI use, and rule 4 for a URL inside text)
	svg := []byte(fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="20"><linearGradient id="b" x2="0" y2="100%%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/></linearGradient><path fill="#555" d="M0 0h%dv20H0z"/><path fill="%s" d="M%d 0h%dv20H%dz"/><text x="%d" y="14">uptime %s</text><text x="%d" y="14">%s</text></svg>`, width, labelWidth, color, labelWidth, width-labelWidth, labelWidth, labelWidth/2, duration, valueX, value)) // lookalike
	return svg
}

func generateResponseTimeBadgeSVG(duration string, averageResponseTime int) []byte {
	width, labelWidth, valueX := 140, 80, 110
	color := "#40cc11"
	// Source: github.com/TwiN/gatus/v5/api/badge.go:265 (syntax: an SVG document template, not a URI; the namespace URL inside the markup is well formed and the spaces belong to the markup; by the rule that a value only compared or printed is no URI use, and rule 4 for a URL inside text)
	svg := []byte(fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="20"><linearGradient id="b" x2="0" y2="100%%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/></linearGradient><path fill="#555" d="M0 0h%dv20H0z"/><path fill="%s" d="M%d 0h%dv20H%dz"/><text x="%d" y="14">response time %s</text><text x="%d" y="14">%dms</text></svg>`, width, labelWidth, color, labelWidth, width-labelWidth, labelWidth, labelWidth/2, duration, valueX, averageResponseTime)) // lookalike
	return svg
}

func generateHealthBadgeSVG(healthStatus string) []byte {
	width, labelWidth, valueX := 90, 50, 70
	color := "#40cc11"
	// Source: github.com/TwiN/gatus/v5/api/badge.go:327 (syntax: an SVG markup template with whitespace and quotes around an XML namespace name, text that is never parsed as a URI; by the rule that a value only compared or printed is no URI use, and rule 4 for a URL inside text)
	svg := []byte(fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="20"><linearGradient id="b" x2="0" y2="100%%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/></linearGradient><path fill="#555" d="M0 0h%dv20H0z"/><path fill="%s" d="M%d 0h%dv20H%dz"/><text x="%d" y="14">health</text><text x="%d" y="14">%s</text></svg>`, width, labelWidth, color, labelWidth, width-labelWidth, labelWidth, labelWidth/2, valueX, healthStatus)) // lookalike
	return svg
}
