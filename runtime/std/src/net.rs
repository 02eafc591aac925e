//! Networking primitives for TCP/UDP (v0: declared only).

use core::fmt;

use crate::io;

/// An IPv4 address.
pub struct Ipv4Addr {
    octets: [u8; 4],
}
impl Copy for Ipv4Addr {}
impl Clone for Ipv4Addr {
    fn clone(&self) -> Self { *self }
}
impl PartialEq for Ipv4Addr {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for Ipv4Addr {}
impl core::hash::Hash for Ipv4Addr {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) { core::__rcc_unwritten!() }
}
impl PartialOrd for Ipv4Addr {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> { core::__rcc_unwritten!() }
}
impl Ord for Ipv4Addr {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering { core::__rcc_unwritten!() }
}
/// An IPv6 address.
pub struct Ipv6Addr {
    octets: [u8; 16],
}
impl Copy for Ipv6Addr {}
impl Clone for Ipv6Addr {
    fn clone(&self) -> Self { *self }
}
impl PartialEq for Ipv6Addr {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for Ipv6Addr {}
impl core::hash::Hash for Ipv6Addr {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) { core::__rcc_unwritten!() }
}
impl PartialOrd for Ipv6Addr {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> { core::__rcc_unwritten!() }
}
impl Ord for Ipv6Addr {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering { core::__rcc_unwritten!() }
}
/// An IP address, v4 or v6.
pub enum IpAddr {
    V4(Ipv4Addr),
    V6(Ipv6Addr),
}
impl Copy for IpAddr {}
impl Clone for IpAddr {
    fn clone(&self) -> Self { *self }
}
impl PartialEq for IpAddr {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for IpAddr {}
impl core::hash::Hash for IpAddr {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) { core::__rcc_unwritten!() }
}
impl PartialOrd for IpAddr {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> { core::__rcc_unwritten!() }
}
impl Ord for IpAddr {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering { core::__rcc_unwritten!() }
}
/// A socket address: an IP address and a port.
pub enum SocketAddr {
    V4(SocketAddrV4),
    V6(SocketAddrV6),
}
impl Copy for SocketAddr {}
impl Clone for SocketAddr {
    fn clone(&self) -> Self { *self }
}
impl PartialEq for SocketAddr {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for SocketAddr {}
impl core::hash::Hash for SocketAddr {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) { core::__rcc_unwritten!() }
}
impl PartialOrd for SocketAddr {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> { core::__rcc_unwritten!() }
}
impl Ord for SocketAddr {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering { core::__rcc_unwritten!() }
}
/// An IPv4 socket address.
pub struct SocketAddrV4 {
    ip: Ipv4Addr,
    port: u16,
}
impl Copy for SocketAddrV4 {}
impl Clone for SocketAddrV4 {
    fn clone(&self) -> Self { *self }
}
impl PartialEq for SocketAddrV4 {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for SocketAddrV4 {}
impl core::hash::Hash for SocketAddrV4 {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) { core::__rcc_unwritten!() }
}
impl PartialOrd for SocketAddrV4 {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> { core::__rcc_unwritten!() }
}
impl Ord for SocketAddrV4 {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering { core::__rcc_unwritten!() }
}
/// An IPv6 socket address.
pub struct SocketAddrV6 {
    ip: Ipv6Addr,
    port: u16,
}
impl Copy for SocketAddrV6 {}
impl Clone for SocketAddrV6 {
    fn clone(&self) -> Self { *self }
}
impl PartialEq for SocketAddrV6 {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for SocketAddrV6 {}
impl core::hash::Hash for SocketAddrV6 {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) { core::__rcc_unwritten!() }
}
impl PartialOrd for SocketAddrV6 {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> { core::__rcc_unwritten!() }
}
impl Ord for SocketAddrV6 {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering { core::__rcc_unwritten!() }
}
/// Which halves of a TCP connection to shut down.
pub enum Shutdown {
    Read,
    Write,
    Both,
}
impl Copy for Shutdown {}
impl Clone for Shutdown {
    fn clone(&self) -> Self { *self }
}
impl PartialEq for Shutdown {
    fn eq(&self, other: &Self) -> bool { *self as isize == *other as isize }
}
impl Eq for Shutdown {}
impl core::fmt::Debug for Shutdown {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}

impl Ipv4Addr {
    pub const LOCALHOST: Self = Ipv4Addr::new(127, 0, 0, 1);
    pub const UNSPECIFIED: Self = Ipv4Addr::new(0, 0, 0, 0);
    pub const fn new(a: u8, b: u8, c: u8, d: u8) -> Ipv4Addr { Ipv4Addr { octets: [a, b, c, d] } }
    pub const fn octets(&self) -> [u8; 4] { self.octets }
}
impl SocketAddr {
    pub fn new(ip: IpAddr, port: u16) -> SocketAddr { core::__rcc_unwritten!() }
    pub fn port(&self) -> u16 { core::__rcc_unwritten!() }
    pub fn ip(&self) -> IpAddr { core::__rcc_unwritten!() }
}
impl fmt::Display for Ipv4Addr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let o = self.octets;
        write!(f, "{}.{}.{}.{}", o[0], o[1], o[2], o[3])
    }
}
impl fmt::Debug for Ipv4Addr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Display::fmt(self, f) }
}
impl fmt::Debug for SocketAddr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.write_str("SocketAddr") }
}

/// Types that can be converted to socket addresses.
pub trait ToSocketAddrs {
    type Iter: Iterator<Item = SocketAddr>;
    fn to_socket_addrs(&self) -> io::Result<Self::Iter>;
}

/// A TCP stream between a local and a remote socket.
pub struct TcpStream {
    fd: i32,
}
impl core::fmt::Debug for TcpStream {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
/// A TCP socket server, listening for connections.
pub struct TcpListener {
    fd: i32,
}
impl core::fmt::Debug for TcpListener {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
/// A UDP socket.
pub struct UdpSocket {
    fd: i32,
}
impl core::fmt::Debug for UdpSocket {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}

impl TcpStream {
    pub fn connect<A: ToSocketAddrs>(addr: A) -> io::Result<TcpStream> { core::__rcc_unwritten!() }
    pub fn shutdown(&self, how: Shutdown) -> io::Result<()> { core::__rcc_unwritten!() }
    pub fn peer_addr(&self) -> io::Result<SocketAddr> { core::__rcc_unwritten!() }
}
impl io::Read for TcpStream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> { core::__rcc_unwritten!() }
}
impl io::Write for TcpStream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> { core::__rcc_unwritten!() }
    fn flush(&mut self) -> io::Result<()> { Ok(()) }
}
impl TcpListener {
    pub fn bind<A: ToSocketAddrs>(addr: A) -> io::Result<TcpListener> { core::__rcc_unwritten!() }
    pub fn accept(&self) -> io::Result<(TcpStream, SocketAddr)> { core::__rcc_unwritten!() }
    pub fn local_addr(&self) -> io::Result<SocketAddr> { core::__rcc_unwritten!() }
}
impl UdpSocket {
    pub fn bind<A: ToSocketAddrs>(addr: A) -> io::Result<UdpSocket> { core::__rcc_unwritten!() }
    pub fn send_to<A: ToSocketAddrs>(&self, buf: &[u8], addr: A) -> io::Result<usize> { core::__rcc_unwritten!() }
    pub fn recv_from(&self, buf: &mut [u8]) -> io::Result<(usize, SocketAddr)> { core::__rcc_unwritten!() }
}
