// Package goquery holds cases rewritten from github.com/PuerkitoBio/goquery.
package goquery
