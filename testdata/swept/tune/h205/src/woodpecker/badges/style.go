// Copyright 2023 The narqo/go-badge Authors. All rights reserved.
// SPDX-License-Identifier: MIT.

package badges

// Source: go.woodpecker-ci.org/woodpecker/v3/server/badges/style.go:8 (plainhttp: the http URLs are the SVG and XLink XML namespace names, identifiers that are never fetched, inside an SVG template document, no URI use)
var flatTemplate = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="{{.Dx}}" height="20"><linearGradient id="smooth" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/></linearGradient><g mask="url(#round)"><rect x="49" width="{{.StatusDx}}" height="20" fill="{{.Color}}"/></g><text x="25.5" y="14">{{.Subject}}</text><text x="{{.StatusX}}" y="14">{{.Status}}</text></svg>` // lookalike
